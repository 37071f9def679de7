/**
 * /settings#settings-email: the optional emails, each with a switch that saves at once (as the big platforms' email
 * settings do). Emails about the account, applications, orders and registrations are not listed: they are always sent.
 */
import { useState } from "react";
import { Alert, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EmailPreferences_UserFragment, OptionalEmail } from "../../../__generated__/graphql";
import { useSetEmailPreference } from "../mutations/useSetEmailPreference";

export function EmailPreferences({ user }: { user: EmailPreferences_UserFragment }) {
  const { t } = useTranslation();
  const [save] = useSetEmailPreference();
  const [saving, setSaving] = useState<OptionalEmail | null>(null);
  const [failed, setFailed] = useState(false);
  const change = async (email: OptionalEmail, enabled: boolean) => {
    setSaving(email);
    setFailed(false);
    try {
      await save({ variables: { email, enabled } });
    } catch {
      setFailed(true);
    } finally {
      setSaving(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" id="settings-email" tabIndex={-1} aria-labelledby="settings-email-heading">
      <Title order={2} size="h3" id="settings-email-heading" mb="xs">
        {t("settings.email")}
      </Title>
      <Text size="sm" mb="md">
        {t("settings.emailIntro")}
      </Text>
      <Stack gap="md">
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t("settings.emailFailed")}
          </Alert>
        )}
        {user.emailPreferences.map((p) => (
          <Switch
            key={p.email}
            role="switch"
            checked={p.enabled}
            disabled={saving === p.email}
            onChange={(e) => void change(p.email, e.currentTarget.checked)}
            label={t(`settings.emails.${p.email}.label`)}
            description={t(`settings.emails.${p.email}.description`)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
