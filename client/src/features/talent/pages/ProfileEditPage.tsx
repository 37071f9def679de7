/**
 * /profile/edit?form=about|contact|experience|education|avatar (anything else → about): one edit form at a time,
 * with the completion ring beside it so finished tasks disappear as the person saves.
 */
import { Anchor, Button, Grid, Group, Paper, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ProfileEditPageDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ProfileCompletionCard } from "../components/ProfileCompletionCard";
import { AboutForm } from "../components/profile/AboutForm";
import { AvatarForm } from "../components/profile/AvatarForm";
import { ContactForm } from "../components/profile/ContactForm";
import { EducationForm } from "../components/profile/EducationForm";
import { ExperienceForm } from "../components/profile/ExperienceForm";

export const PROFILE_FORMS = ["about", "contact", "experience", "education", "avatar"] as const;
export type ProfileFormName = (typeof PROFILE_FORMS)[number];

export function parseProfileForm(value: string | null): ProfileFormName {
  return (PROFILE_FORMS as readonly string[]).includes(value ?? "") ? (value as ProfileFormName) : "about";
}

export default function ProfileEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const form = parseProfileForm(params.get("form"));
  const { data, loading, error, refetch } = useQuery(ProfileEditPageDocument);
  const viewer = data?.viewer;
  const title = t(`profile.forms.${form}`);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageTitle title={`${title} · ${t("profile.editTitle")}`} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t("profile.editTitle")}</Title>
        <Anchor component={Link} to="/profile">
          {t("profile.view")}
        </Anchor>
      </Group>
      <nav aria-label={t("profile.formsNav")}>
        <Group gap="xs" component="ul" className="plain-list">
          {PROFILE_FORMS.map((f) => (
            <li key={f}>
              <Button
                component={Link}
                to={`/profile/edit?form=${f}`}
                variant={f === form ? "filled" : "default"}
                aria-current={f === form ? "page" : undefined}
                size="sm"
              >
                {t(`profile.forms.${f}`)}
              </Button>
            </li>
          ))}
        </Group>
      </nav>
      {!viewer && loading && <ListLoading label={t("app.loading")} />}
      {!viewer && error && <ListError message={t("profile.error")} onRetry={() => void refetch()} />}
      {viewer && data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-form-heading">
              <Title order={2} size="h3" id="profile-form-heading" mb="md">
                {title}
              </Title>
              {form === "about" && <AboutForm key={viewer.id} viewer={viewer} options={data.profileOptions} />}
              {form === "contact" && <ContactForm key={viewer.id} viewer={viewer} />}
              {form === "experience" && <ExperienceForm key={viewer.id} viewer={viewer} />}
              {form === "education" && <EducationForm key={viewer.id} viewer={viewer} options={data.profileOptions} />}
              {form === "avatar" && <AvatarForm key={viewer.id} viewer={viewer} />}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {viewer.profileCompletion && <ProfileCompletionCard completion={viewer.profileCompletion} compact />}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
