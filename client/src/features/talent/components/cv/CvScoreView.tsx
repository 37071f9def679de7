/**
 * A CV score, explained: the total, the breakdown chart, and per criterion its points, summary, evidence (the lines it
 * used) and suggestions. Reads the `CvScoreView_score` fragment (the profile's score and a pasted CV's score alike).
 */
import { Anchor, Badge, Group, List, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type talentWords from "../../i18n/en.json";
import type { CvScoreView_ScoreFragment } from "../../../../__generated__/graphql";
import { CvBreakdownChart } from "./CvBreakdownChart";
import { useOptionLabel } from "../../../../lib/optionLabels";

/** Where the profile's CV content behind each criterion is edited. */
const FIX_FORM: Record<CvScoreView_ScoreFragment["criteria"][number]["key"], keyof typeof talentWords.cv.fix> = {
  relevance: "about",
  experienceDepth: "experience",
  whatHowResults: "experience",
  education: "education",
  conciseLanguage: "experience",
  personalInformation: "about",
};

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function CvScoreView({
  score,
  id,
  headingLevel,
  fromProfile = false,
}: {
  score: CvScoreView_ScoreFragment;
  id: string;
  headingLevel: 3 | 4;
  fromProfile?: boolean;
}) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  return (
    <Stack gap="lg">
      <Group gap="lg" align="center">
        <div>
          <Text size="sm" fw={600} id={`${id}-total-label`}>
            {t("cv.total")}
          </Text>
          <Text fz={48} fw={800} lh={1} aria-describedby={`${id}-total-label`} data-testid={`${id}-total`}>
            {t("cv.outOf", { total: score.total })}
          </Text>
        </div>
        <Text size="sm">{t("cv.againstRole", { role: label("careerRole", score.role.id) })}</Text>
      </Group>

      <CvBreakdownChart criteria={score.criteria} id={`${id}-chart`} />

      <Stack gap="md" component="ul" className="plain-list" aria-label={t("cv.criteriaLabel")}>
        {score.criteria.map((c) => {
          const headingId = `${id}-${c.key}`;
          return (
            <Paper key={c.key} component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="baseline">
                  <Title order={headingLevel} size="h5" id={headingId}>
                    {t(`cv.criteria.${c.key}`)}
                  </Title>
                  <Text fw={700} size="sm">
                    {t("cv.pointsOf", { points: fmt(c.points), weight: c.weight })}
                  </Text>
                </Group>
                <Progress
                  value={c.ratio * 100}
                  color={c.ratio >= 0.8 ? "teal.8" : c.ratio >= 0.5 ? "indigo.7" : "orange.8"}
                  aria-hidden="true"
                  size="sm"
                />
                <Text size="sm">{c.summary}</Text>
                {c.evidence.length > 0 && (
                  <div>
                    <Text size="sm" fw={600}>
                      {t("cv.evidence")}
                    </Text>
                    <List size="sm" spacing={2}>
                      {c.evidence.map((e, i) => (
                        <List.Item key={i}>
                          <Badge variant="outline" color="var(--tf-text-strong)" size="sm" tt="none" mr={6}>
                            {t("cv.line", { n: e.lineIndex + 1 })}
                          </Badge>
                          <q>{e.text}</q> — {e.note}
                        </List.Item>
                      ))}
                    </List>
                  </div>
                )}
                {c.suggestions.length > 0 && (
                  <div>
                    <Text size="sm" fw={600}>
                      {t("cv.suggestions")}
                    </Text>
                    <List size="sm" spacing={2}>
                      {c.suggestions.map((s, i) => (
                        <List.Item key={i}>
                          {s.lineIndex != null && (
                            <Badge variant="outline" color="var(--tf-text-strong)" size="sm" tt="none" mr={6}>
                              {t("cv.line", { n: s.lineIndex + 1 })}
                            </Badge>
                          )}
                          {s.message}
                        </List.Item>
                      ))}
                    </List>
                    {fromProfile && (
                      <Anchor component={Link} to={`/profile/edit?form=${FIX_FORM[c.key]}`} size="sm">
                        {t(`cv.fix.${FIX_FORM[c.key]}`)}
                      </Anchor>
                    )}
                  </div>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
