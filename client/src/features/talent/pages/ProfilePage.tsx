/**
 * /profile: the viewer's talent profile (about, contact, job settings, work experience, education) with links to
 * the edit forms, the skills they verified under their name (as others see them beside their posts and applications),
 * and the completion ring beside it.
 */
import type { ReactNode } from "react";
import { Anchor, Avatar, Badge, Box, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ProfilePageDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ProfileCompletionCard } from "../components/ProfileCompletionCard";
import { formatMonthRange } from "../lib/months";
import { useOptionLabel } from "../../../lib/optionLabels";
import { EntryBullets } from "../components/profile/EntryList";
import { VerifiedSkillBadges } from "../../skills";

function Section({
  id,
  title,
  editTo,
  editLabel,
  children,
}: {
  id: string;
  title: string;
  editTo: string;
  editLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={editTo} size="sm" aria-label={editLabel}>
          {t("form.edit")}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const { data, loading, error, refetch } = useQuery(ProfilePageDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  const none = (
    <Text span size="sm" c="dimmed">
      {t("profile.notSet")}
    </Text>
  );
  const edit = (section: string) => t("profile.editSection", { section });

  if (!viewer) {
    return (
      <Stack gap="lg" maw={1100} mx="auto">
        <PageTitle title={t("profile.title")} />
        <Title order={1}>{t("profile.title")}</Title>
        {loading && <ListLoading label={t("app.loading")} />}
        {error && <ListError message={t("profile.error")} onRetry={() => void refetch()} />}
      </Stack>
    );
  }

  const { about } = viewer;
  const links = (["linkedin", "github", "portfolio", "website"] as const).filter((k) => about.links?.[k]);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageTitle title={t("profile.title")} />
      {/* On a phone the button goes under the name rather than squeezing it. */}
      <Group gap="md" align="flex-start">
        <Avatar
          src={viewer.avatarUrl}
          alt={viewer.avatarUrl ? t("profile.avatarAlt", { name: viewer.displayName }) : undefined}
          size={72}
          radius="xl"
          color="indigo"
          variant="filled"
        >
          {`${viewer.firstName.charAt(0)}${viewer.lastName.charAt(0)}`}
        </Avatar>
        <div style={{ flex: "1 1 12rem", minWidth: 0 }}>
          <Title order={1}>{viewer.displayName}</Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {viewer.email}
            {viewer.targetRole ? ` · ${t("profile.targeting", { role: label("careerRole", viewer.targetRole.id) })}` : ""}
          </Text>
          {viewer.verifiedSkills.length > 0 && (
            <Box mt={6}>
              <VerifiedSkillBadges user={viewer} max={6} />
            </Box>
          )}
        </div>
        <Button component={Link} to="/profile/edit?form=about" variant="default">
          {t("profile.edit")}
        </Button>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section
              id="profile-about"
              title={t("profile.sections.about")}
              editTo="/profile/edit?form=about"
              editLabel={edit(t("profile.sections.about"))}
            >
              <Stack gap="sm">
                <Field label={t("profile.fields.bio")}>
                  {about.bio ? (
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {about.bio}
                    </Text>
                  ) : (
                    none
                  )}
                </Field>
                <Field label={t("profile.fields.languages")}>
                  {about.languages.length ? about.languages.map((l) => label("language", l)).join(", ") : none}
                </Field>
                <Field label={t("profile.fields.skills")}>
                  {about.skills.length ? (
                    <Group gap={6} mt={4}>
                      {about.skills.map((s) => (
                        <Badge key={s.id} variant="outline" color="var(--tf-text-accent)" tt="none">
                          {s.title}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    none
                  )}
                </Field>
              </Stack>
            </Section>

            <Section
              id="profile-contact"
              title={t("profile.sections.contact")}
              editTo="/profile/edit?form=contact"
              editLabel={edit(t("profile.sections.contact"))}
            >
              <Stack gap="sm">
                <Field label={t("profile.fields.location")}>{about.location ?? none}</Field>
                <Field label={t("profile.fields.links")}>
                  {links.length ? (
                    <Stack gap={2}>
                      {links.map((k) => (
                        <Anchor key={k} href={about.links![k]!} target="_blank" rel="noopener noreferrer" size="sm">
                          {t(`profile.fields.${k}`)}: {about.links![k]}
                        </Anchor>
                      ))}
                    </Stack>
                  ) : (
                    none
                  )}
                </Field>
              </Stack>
            </Section>

            <Section
              id="profile-job"
              title={t("profile.sections.job")}
              editTo="/settings#settings-job"
              editLabel={edit(t("profile.sections.job"))}
            >
              <Stack gap="sm">
                <Field label={t("settings.employmentStatus")}>
                  {about.employmentStatus ? t(`settings.status.${about.employmentStatus}`) : none}
                </Field>
                <Field label={t("settings.workPermit")}>
                  {about.workPermitLocations.length ? about.workPermitLocations.map((c) => label("country", c)).join(", ") : none}
                </Field>
              </Stack>
            </Section>

            <Section
              id="profile-experience"
              title={t("profile.sections.experience")}
              editTo="/profile/edit?form=experience"
              editLabel={edit(t("profile.sections.experience"))}
            >
              {viewer.workExperiences.length === 0 ? (
                none
              ) : (
                <Stack gap="md">
                  {viewer.workExperiences.map((w) => (
                    <article key={w.id}>
                      <Title order={3} size="h5">
                        {w.jobTitle} · {w.employerName}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {formatMonthRange(w.start, w.end, i18n.language, t("profile.present"))}
                      </Text>
                      <EntryBullets lines={w.descriptions} />
                    </article>
                  ))}
                </Stack>
              )}
            </Section>

            <Section
              id="profile-education"
              title={t("profile.sections.education")}
              editTo="/profile/edit?form=education"
              editLabel={edit(t("profile.sections.education"))}
            >
              {viewer.educations.length === 0 ? (
                none
              ) : (
                <Stack gap="md">
                  {viewer.educations.map((e) => (
                    <article key={e.id}>
                      <Title order={3} size="h5">
                        {label("education", e.level)}, {e.field} · {e.university}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {formatMonthRange(e.start, e.end, i18n.language, t("profile.present"))}
                        {e.grade ? ` · ${e.grade}` : ""}
                      </Text>
                      <EntryBullets lines={e.descriptions} />
                    </article>
                  ))}
                </Stack>
              )}
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {viewer.profileCompletion && <ProfileCompletionCard completion={viewer.profileCompletion} />}
            <Anchor component={Link} to="/cv">
              {t("profile.seeCv")}
            </Anchor>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
