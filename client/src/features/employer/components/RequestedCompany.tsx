/**
 * What a representative's request asks for: to join an employer on TalentForge (its name links to its page) or to add
 * a new company (its proposed name; `detailed` adds industry, size, location and website for the JOB_ADMIN to check).
 */
import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RequestedCompany_RequestFragment } from "../../../__generated__/graphql";
import { useOptionLabel } from "../../../lib/optionLabels";

export function RequestedCompany({ request, detailed = false }: { request: RequestedCompany_RequestFragment; detailed?: boolean }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const proposed = request.proposedCompany;
  if (request.kind === "NEW_EMPLOYER" && proposed) {
    return (
      <Stack gap={2}>
        <Text size="sm">
          {t("employer.request.newCompany")} <strong>{proposed.title}</strong>
        </Text>
        {detailed && (
          <Text size="xs" c="dimmed">
            {[label("industry", proposed.industry), t("employer.form.sizeOption", { size: proposed.size }), proposed.location].join(" · ")}
          </Text>
        )}
        {detailed && proposed.website && (
          <Anchor href={proposed.website} target="_blank" rel="noopener noreferrer" size="xs" underline="always">
            {proposed.website.replace(/^https?:\/\//, "")}
          </Anchor>
        )}
        {!detailed && (
          <Text size="xs" c="dimmed">
            {[label("industry", proposed.industry), proposed.location].join(" · ")}
          </Text>
        )}
      </Stack>
    );
  }
  if (!request.employer) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t("employer.request.join")}{" "}
        <Anchor component={Link} to={`/companies/${encodeURIComponent(request.employer.id)}`} inherit underline="always">
          {request.employer.title}
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        {request.employer.location}
      </Text>
    </Stack>
  );
}
