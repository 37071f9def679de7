/**
 * The no-permission state, one for the whole app: a page (or part of one) the viewer may not use says so in an alert,
 * with the area's own words when it has them and a way back (home unless the area names a better place). The server
 * refuses the same people (FORBIDDEN); this only tells them before they try.
 */
import { Alert, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export function NotAllowed({
  title,
  body,
  backTo = "/",
  backLabel,
  color = "red",
}: {
  title?: string;
  body?: string;
  backTo?: string;
  backLabel?: string;
  color?: "red" | "yellow";
}) {
  const { t } = useTranslation();
  return (
    <Alert color={color} variant="light" role="alert" title={title ?? t("notAllowed.title")}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{body ?? t("notAllowed.body")}</Text>
        <Button component={Link} to={backTo} variant="default" size="xs">
          {backLabel ?? t("notAllowed.home")}
        </Button>
      </Stack>
    </Alert>
  );
}
