/**
 * /programmes/student/find-programmes (public): every programme, open ones first, with sponsor, sponsored/paid,
 * duration, cohort dates, an open/closed badge, eligibility, the admission policy and its course sections. Open
 * programmes with a registration form have Apply (Register for information sessions); visitors go to log in first.
 * Programmes that require M1 completion say so; a learner who does not meet it gets an explanation and a link to the
 * M1 courses instead of Apply, and a learner with an application in progress sees its status and a link to it.
 */
import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FindProgrammesDocument, ViewerDocument } from "../../../__generated__/graphql";
import { QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { activeApplication, AppliedNote, PrerequisiteBlocked, RequiresM1Note } from "../components/Admission";
import { ProgrammesSubNav } from "../components/ProgrammesSubNav";
import { formatDate } from "../../../lib/format";

const applyPath = (programmeId: string) => `/programmes/student/apply/${encodeURIComponent(programmeId)}`;

export default function FindProgrammesPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(FindProgrammesDocument, { fetchPolicy: "cache-and-network" });
  const { data: viewerData } = useQuery(ViewerDocument);
  const loggedIn = viewerData?.viewer != null;
  const list = [...(query.data?.programmes ?? [])].sort((a, b) => Number(b.takingApplications) - Number(a.takingApplications));
  const date = (d: string) => formatDate(d, i18n.language);

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <PageTitle title={t("programmes.find.title")} />
      <ProgrammesSubNav />
      <div>
        <Title order={1}>{t("programmes.find.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("programmes.find.intro")}{" "}
          <Anchor component={Link} to="/courses/programmes" underline="always">
            {t("programmes.find.courseLists")}
          </Anchor>
        </Text>
      </div>
      <QueryListBody
        query={query}
        skeleton="cards"
        isEmpty={list.length === 0}
        messages={{ loading: t("programmes.find.loading"), error: t("programmes.find.error"), empty: t("programmes.find.empty") }}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {list.map((p) => {
            const headingId = `find-programme-${p.id}`;
            const canApply = p.takingApplications && p.registrationForm != null;
            // Switched on but past its dates: the cohort has started, or the session has taken place.
            const pastDates = p.applicationOpen && !p.takingApplications;
            const applied = activeApplication(p.viewerApplication);
            const target = applyPath(p.id);
            return (
              <Card key={p.id} component="article" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Title order={2} size="h3" id={headingId}>
                      {p.title}
                    </Title>
                    <Badge
                      color={p.takingApplications ? "green" : "gray"}
                      variant="light"
                      c="var(--tf-text-strong)"
                      style={{ flexShrink: 0 }}
                    >
                      {p.takingApplications
                        ? t("programmes.find.open")
                        : pastDates
                          ? t(p.kind === "INFO_SESSION" ? "programmes.find.past" : "programmes.find.started")
                          : t("programmes.find.closed")}
                    </Badge>
                  </Group>
                  <Group gap="xs">
                    <Badge variant="outline" c="var(--tf-text-strong)">
                      {p.sponsored ? t("programmes.find.sponsored") : t("programmes.find.paid")}
                    </Badge>
                    {p.kind === "INFO_SESSION" && (
                      <Badge variant="outline" color="grape" c="var(--tf-text-strong)">
                        {t("programmes.find.infoSession")}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{p.description}</Text>
                  {p.requiresM1Completion && <RequiresM1Note />}
                  <Stack gap={2}>
                    {p.sponsor && <Text size="sm">{t("programmes.find.sponsor", { sponsor: p.sponsor })}</Text>}
                    {p.durationMonths != null && <Text size="sm">{t("programmes.find.duration", { count: p.durationMonths })}</Text>}
                    {p.cohortStartsOn && (
                      <Text size="sm">
                        {p.kind === "INFO_SESSION" || !p.cohortEndsOn || p.cohortEndsOn === p.cohortStartsOn
                          ? t("programmes.find.sessionOn", { date: date(p.cohortStartsOn) })
                          : t("programmes.find.cohort", { from: date(p.cohortStartsOn), to: date(p.cohortEndsOn) })}
                      </Text>
                    )}
                  </Stack>
                  {p.eligibility.length > 0 && (
                    <div>
                      <Title order={3} size="h5" mb={4}>
                        {t("programmes.find.eligibility")}
                      </Title>
                      <List size="sm" spacing={2}>
                        {p.eligibility.map((e) => (
                          <List.Item key={e}>{e}</List.Item>
                        ))}
                      </List>
                    </div>
                  )}
                  {p.admissionPolicy.length > 0 && (
                    <div>
                      <Title order={3} size="h5" mb={4}>
                        {t("programmes.find.admissionPolicy")}
                      </Title>
                      <List size="sm" spacing={2}>
                        {p.admissionPolicy.map((e) => (
                          <List.Item key={e}>{e}</List.Item>
                        ))}
                      </List>
                    </div>
                  )}
                  {p.sections.map((s) => (
                    <div key={s.title}>
                      <Title order={3} size="h5" mb={4}>
                        {s.title}
                      </Title>
                      <List size="sm" spacing={2} type="ordered">
                        {s.courses.map((c) => (
                          <List.Item key={c.id}>
                            {c.hidden ? (
                              <Group gap="xs" component="span">
                                <Text component="span" size="sm" c="dimmed">
                                  {c.title}
                                </Text>
                                <Badge variant="light" color="yellow" c="var(--tf-text-strong)" radius="sm">
                                  {t("programmes.comingSoon")}
                                </Badge>
                              </Group>
                            ) : (
                              <Anchor component={Link} to={`/courses/${encodeURIComponent(c.id)}`} size="sm">
                                {c.title}
                              </Anchor>
                            )}
                          </List.Item>
                        ))}
                      </List>
                    </div>
                  ))}
                  {applied ? (
                    <AppliedNote status={applied.status} />
                  ) : canApply && p.viewerMeetsPrerequisites === false ? (
                    <PrerequisiteBlocked title={p.title} />
                  ) : canApply ? (
                    <Group>
                      <Button
                        component={Link}
                        to={loggedIn ? target : `/login?next=${encodeURIComponent(target)}`}
                        aria-label={t(p.kind === "INFO_SESSION" ? "programmes.find.registerFor" : "programmes.find.applyTo", {
                          title: p.title,
                        })}
                      >
                        {p.kind === "INFO_SESSION" ? t("programmes.find.register") : t("programmes.find.apply")}
                      </Button>
                      {!loggedIn && (
                        <Text size="xs" c="dimmed">
                          {t("programmes.find.loginFirst")}
                        </Text>
                      )}
                    </Group>
                  ) : pastDates ? (
                    <Text size="sm" c="dimmed">
                      {t(p.kind === "INFO_SESSION" ? "programmes.find.sessionPast" : "programmes.find.cohortStarted")}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </QueryListBody>
    </Stack>
  );
}
