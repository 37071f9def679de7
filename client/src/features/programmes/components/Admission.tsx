/**
 * Admission prerequisites and the viewer's standing on the programme pages (SPEC §5): the "requires M1 first" note,
 * the explanation shown instead of Apply when the viewer has neither an M1 certificate nor credit for prior learning
 * (with a link to the M1 courses), and "You applied: {status}" when the viewer has an application in progress.
 */
import { Alert, Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../../__generated__/graphql";

export const M1_COURSES = "/courses?category=m1";
export const MY_PROGRAMMES = "/programmes/student/my-programmes";

/** Statuses that keep an application in progress (or accepted): the viewer may not apply again. */
export const ACTIVE_APPLICATION_STATUSES: ApplicationStatus[] = ["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED", "ACCEPTED"];

/** The viewer's application when it is active (REJECTED and WITHDRAWN ones may apply again), else null. */
export function activeApplication<A extends { status: ApplicationStatus }>(application: A | null | undefined): A | null {
  return application && ACTIVE_APPLICATION_STATUSES.includes(application.status) ? application : null;
}

export function RequiresM1Note() {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={500}>
      {t("programmes.admission.requiresM1")}
    </Text>
  );
}

/** Shown instead of Apply (and the form) when the viewer does not meet the M1 prerequisite. */
export function PrerequisiteBlocked({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    // The light yellow variant's own title colour fails contrast (axe in Chromium); dark text reads well on it.
    <Alert
      color="yellow"
      variant="light"
      title={
        <Text span fw={700} size="sm" c="var(--tf-text-strong)">
          {t("programmes.admission.blockedTitle")}
        </Text>
      }
    >
      <Text size="sm">{t("programmes.admission.blockedBody", { title })}</Text>
      <Anchor component={Link} to={M1_COURSES} size="sm" mt={4} display="inline-block" underline="always">
        {t("programmes.admission.m1Courses")}
      </Anchor>
    </Alert>
  );
}

/** Shown instead of Apply when the viewer has an application in progress. */
export function AppliedNote({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" fw={500}>
        {t("programmes.admission.applied", { status: t(`programmes.status.${status}`) })}
      </Text>
      <Anchor component={Link} to={MY_PROGRAMMES} size="sm" underline="always">
        {t("programmes.admission.viewApplication")}
      </Anchor>
    </Group>
  );
}
