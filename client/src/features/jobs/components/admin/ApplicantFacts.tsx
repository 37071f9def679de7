/**
 * What the employer side sees of an applicant at a glance (talent grants it to JOB_ADMIN and the job's employer's
 * representatives): profile completion ("Profile 7/9"), the CV score against the job's career role ("CV score 64/100",
 * "no career role" when the job has none, "not available" when talent does not say), the skills they verified, where
 * they are based and their employment status when shared. The operation spreading the fragment declares `$roleId` and
 * `$withScore`.
 */
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ApplicantFacts_ApplicantFragment } from "../../../../__generated__/graphql";
import { VerifiedSkillBadges } from "../../../skills";
import { useOptionLabel } from "../../../../lib/optionLabels";

export function ApplicantFacts({
  applicant,
  careerRole,
}: {
  applicant: ApplicantFacts_ApplicantFragment;
  careerRole: { id: string } | null;
}) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const completion = applicant.profileCompletion;
  const score = applicant.cvScore;
  const { location, employmentStatus } = applicant.about;
  return (
    <Group component="ul" className="plain-list" gap="md" wrap="wrap" aria-label={t("jobsAdmin.panel.facts")}>
      <Text component="li" size="sm">
        {completion
          ? t("jobsAdmin.panel.profile", { met: completion.metCount, total: completion.total })
          : t("jobsAdmin.panel.profileUnavailable")}
      </Text>
      <Text component="li" size="sm" fw={score ? 600 : undefined}>
        {!careerRole
          ? t("jobsAdmin.panel.cvScoreNoRole")
          : score
            ? t("jobsAdmin.panel.cvScore", { total: score.total, role: label("careerRole", careerRole.id) })
            : t("jobsAdmin.panel.cvScoreUnavailable")}
      </Text>
      {applicant.verifiedSkills.length > 0 && (
        <li>
          <VerifiedSkillBadges user={applicant} max={4} />
        </li>
      )}
      {location && (
        <Text component="li" size="sm">
          {t("jobsAdmin.panel.location", { location })}
        </Text>
      )}
      {employmentStatus && (
        <Text component="li" size="sm">
          {t(`settings.status.${employmentStatus}`)}
        </Text>
      )}
    </Group>
  );
}
