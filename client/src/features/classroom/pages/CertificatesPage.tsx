/**
 * /courses/certificates (logged in): the viewer's certificates, newest issued first (revoked ones marked, with the
 * reason), each with its badge, dates and a link to its public verification page; and the graduation entries.
 */
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { MyCertificatesDocument } from "../../../__generated__/graphql";
import { CoursesSubNav } from "../../catalogue";
import { QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { formatDate } from "../../../lib/format";

export default function CertificatesPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(MyCertificatesDocument, { fetchPolicy: "cache-and-network" });
  const certificates = query.data?.myCertificates ?? [];
  const date = (d: string) => formatDate(d, i18n.language);
  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={t("classroom.certificates.title")} />
      <CoursesSubNav />
      <Title order={1}>{t("classroom.certificates.title")}</Title>
      <QueryListBody
        query={query}
        isEmpty={certificates.length === 0}
        messages={{
          loading: t("classroom.certificates.loading"),
          error: t("classroom.certificates.error"),
          empty: t("classroom.certificates.empty"),
        }}
      >
        <Stack component="ul" className="plain-list" gap="sm" aria-label={t("classroom.certificates.title")}>
          {certificates.map((c) => (
            <Paper component="li" withBorder radius="md" p="md" key={c.id} aria-labelledby={`cert-${c.id}`}>
              <Stack gap="xs">
                <Group justify="space-between" gap="sm">
                  <Title order={2} size="h4" id={`cert-${c.id}`}>
                    {c.title}
                  </Title>
                  <Badge color={c.revokedAt ? "red" : "green"} variant="light" c="var(--tf-text-strong)">
                    {c.revokedAt ? t("classroom.certificates.revoked") : t("classroom.certificates.valid")}
                  </Badge>
                </Group>
                <Text size="sm">
                  {c.badge && <>{t("classroom.certificates.badge", { badge: c.badge.title })} · </>}
                  {t("classroom.certificates.started", { date: date(c.dateStarted) })} ·{" "}
                  {t("classroom.certificates.issued", { date: date(c.dateIssued) })}
                </Text>
                {c.revokedAt && c.revokedReason && <Text size="sm">{t("classroom.certificates.reason", { reason: c.revokedReason })}</Text>}
                <Group gap="md">
                  <Anchor component={Link} to={`/certificates/${c.idSlug}`}>
                    {t("classroom.certificates.verification")}
                  </Anchor>
                  {c.course && (
                    <Anchor component={Link} to={`/courses/${c.course.id}`}>
                      {c.course.title}
                    </Anchor>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
        <section aria-labelledby="graduation-entries">
          <Title order={2} size="h3" id="graduation-entries" mb="sm">
            {t("classroom.certificates.graduation")}
          </Title>
          <List spacing="xs">
            {certificates
              .filter((c) => !c.revokedAt)
              .map((c) => (
                <List.Item key={c.graduation.idSlug}>
                  {t("classroom.certificates.graduationEntry", { title: c.graduation.title, date: date(c.graduation.graduationDate) })}{" "}
                  <Text span c="dimmed" size="sm">
                    ({c.graduation.idSlug})
                  </Text>
                </List.Item>
              ))}
          </List>
        </section>
      </QueryListBody>
    </Stack>
  );
}
