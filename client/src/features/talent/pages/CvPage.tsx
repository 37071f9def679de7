/**
 * /cv: the CV score, explained. The target career role (setTargetRole) drives relevance; the profile's CV content is
 * scored with a breakdown chart and per-criterion evidence and suggestions; pasted CV text can be scored too
 * (scoreCvText); the CV summary (bio; the completion task "summary" links here) is edited here too; and the history
 * lists the scores over edits. Charts (and their CSS) load only with this route.
 */
import "@mantine/charts/styles.css";
import { useState } from "react";
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { LineChart } from "@mantine/charts";
import { useLazyQuery, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CV_TEXT_MAX } from "@server/talent/modules/cv/rules/index";
import { CvPageDocument, ScoreCvTextDocument, type CvPageQuery } from "../../../__generated__/graphql";
import { CvScoreView } from "../components/cv/CvScoreView";
import { CvSummaryForm } from "../components/cv/CvSummaryForm";
import { useSetTargetRole } from "../mutations/useSetTargetRole";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { readServerError } from "../../../lib/graphqlErrors";
import { useOptionLabel } from "../../../lib/optionLabels";
import { dateTimeFormat } from "../../../lib/format";

type History = NonNullable<CvPageQuery["viewer"]>["cvScoreHistory"];

function ScoreHistory({ history }: { history: History }) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  if (history.length === 0) return <Text size="sm">{t("cv.historyEmpty")}</Text>;
  const points = [...history].reverse().map((h, i) => ({ n: i + 1, total: h.total }));
  return (
    <Stack gap="md">
      {points.length > 1 && (
        <div aria-hidden="true">
          <LineChart
            h={140}
            data={points}
            dataKey="n"
            series={[{ name: "total", label: t("cv.total"), color: "indigo.7" }]}
            yAxisProps={{ domain: [0, 100] }}
            withXAxis={false}
            curveType="linear"
            lineChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
          />
        </div>
      )}
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("cv.historyColumns.when")}</Table.Th>
              <Table.Th scope="col">{t("cv.historyColumns.source")}</Table.Th>
              <Table.Th scope="col">{t("cv.historyColumns.role")}</Table.Th>
              <Table.Th scope="col">{t("cv.historyColumns.total")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{date.format(new Date(h.createdAt))}</Table.Td>
                <Table.Td>{t(`cv.source.${h.source}`)}</Table.Td>
                <Table.Td>{label("careerRole", h.role.id)}</Table.Td>
                <Table.Td>{h.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function PasteAndScore({ roleId, onScored }: { roleId: string | null; onScored: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [score, { data, loading }] = useLazyQuery(ScoreCvTextDocument, { fetchPolicy: "network-only" });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!text.trim()) return setError(t("cv.pasteRequired"));
    if (!roleId) return setError(t("cv.pickRoleFirst"));
    if (text.length > CV_TEXT_MAX) return setError(t("validation.maxLength", { max: CV_TEXT_MAX }));
    try {
      await score({ variables: { text, roleId } });
      onScored();
    } catch (err) {
      const e = readServerError(err);
      setError(Object.values(e.fields)[0] ?? (e.message || t("errors.UNKNOWN")));
    }
  }

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-labelledby="cv-paste-heading">
        <Stack gap="sm">
          <Textarea
            label={t("cv.pasteLabel")}
            description={t("cv.pasteHint")}
            autosize
            minRows={6}
            maxRows={20}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
          />
          <Group>
            <Button type="submit" loading={loading}>
              {t("cv.scoreThis")}
            </Button>
          </Group>
        </Stack>
      </form>
      {data?.scoreCvText && (
        <section aria-labelledby="cv-pasted-result-heading">
          <Title order={3} size="h4" id="cv-pasted-result-heading" mb="sm">
            {t("cv.pastedResult")}
          </Title>
          <CvScoreView score={data.scoreCvText} id="cv-pasted" headingLevel={4} />
        </section>
      )}
    </Stack>
  );
}

export default function CvPage() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { data, loading, error, refetch } = useQuery(CvPageDocument, { fetchPolicy: "cache-and-network" });
  const [setTargetRole, roleState] = useSetTargetRole();
  const [roleError, setRoleError] = useState<string | null>(null);
  const viewer = data?.viewer;

  async function changeRole(roleId: string | null) {
    if (!roleId) return;
    setRoleError(null);
    try {
      await setTargetRole({ variables: { roleId } });
    } catch (err) {
      setRoleError(readServerError(err).message || t("errors.UNKNOWN"));
    }
  }

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={t("cv.title")} />
      <div>
        <Title order={1}>{t("cv.title")}</Title>
        <Text mt={4}>{t("cv.intro")}</Text>
      </div>
      {!viewer && loading && <ListLoading label={t("app.loading")} />}
      {!viewer && error && <ListError message={t("cv.error")} onRetry={() => void refetch()} />}
      {viewer && data && (
        <>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cv-role-heading">
            <Title order={2} size="h3" id="cv-role-heading" mb="sm">
              {t("cv.targetRole")}
            </Title>
            <Select
              label={t("cv.targetRoleLabel")}
              description={t("cv.targetRoleHint")}
              placeholder={t("cv.targetRolePlaceholder")}
              data={(data.careerRoles ?? []).map((r) => ({ value: r.id, label: label("careerRole", r.id) }))}
              value={viewer.targetRole?.id ?? null}
              onChange={(v) => void changeRole(v)}
              allowDeselect={false}
              disabled={roleState.loading}
              error={roleError}
              maw={420}
            />
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" id="cv-summary" aria-labelledby="cv-summary-heading">
            <Title order={2} size="h3" id="cv-summary-heading" mb="xs">
              {t("cv.content")}
            </Title>
            <Text size="sm" mb="sm">
              {t("cv.contentIntro")}
            </Text>
            <CvSummaryForm key={viewer.id} about={viewer.about} />
            <Group gap="md" mt="md" component="ul" className="plain-list" aria-label={t("cv.contentLinks")}>
              {(["about", "experience", "education"] as const).map((form) => (
                <li key={form}>
                  <Anchor component={Link} to={`/profile/edit?form=${form}`} size="sm">
                    {t(`cv.fix.${form}`)}
                  </Anchor>
                </li>
              ))}
            </Group>
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cv-profile-heading">
            <Title order={2} size="h3" id="cv-profile-heading" mb="sm">
              {t("cv.profileScore")}
            </Title>
            {viewer.cvScore ? (
              <CvScoreView score={viewer.cvScore} id="cv-profile" headingLevel={3} fromProfile />
            ) : (
              <Alert variant="light" color="indigo" title={t("cv.noScoreTitle")}>
                {t("cv.noScore")}
              </Alert>
            )}
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cv-paste-heading">
            <Title order={2} size="h3" id="cv-paste-heading" mb="sm">
              {t("cv.pasteTitle")}
            </Title>
            <PasteAndScore roleId={viewer.targetRole?.id ?? null} onScored={() => void refetch()} />
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cv-history-heading">
            <Title order={2} size="h3" id="cv-history-heading" mb="sm">
              {t("cv.history")}
            </Title>
            <ScoreHistory history={viewer.cvScoreHistory} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
