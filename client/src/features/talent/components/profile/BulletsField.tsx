/** The editable lines of an entry (`descriptions`): one textarea per bullet, add and remove, at most 12. */
import { ActionIcon, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { BULLETS_MAX } from "@server/talent/modules/profiles/rules/profile-limits";

export function BulletsField<V extends { descriptions: string[] }>({ form, legend }: { form: UseFormReturnType<V>; legend: string }) {
  const { t } = useTranslation();
  const f = form as unknown as UseFormReturnType<{ descriptions: string[] }>;
  const list = f.values.descriptions;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {legend}
      </Text>
      {typeof f.errors.descriptions === "string" && (
        <Text size="sm" c="var(--tf-text-danger)">
          {f.errors.descriptions}
        </Text>
      )}
      {list.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <Textarea
            label={t("profile.fields.bullet", { n: i + 1 })}
            autosize
            minRows={1}
            maxRows={6}
            style={{ flex: 1 }}
            {...f.getInputProps(`descriptions.${i}`)}
          />
          <ActionIcon
            variant="subtle"
            color="var(--tf-text-danger)"
            mt={26}
            size="lg"
            aria-label={t("profile.removeBullet", { n: i + 1 })}
            onClick={() => f.removeListItem("descriptions", i)}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      ))}
      {list.length < BULLETS_MAX && (
        <Group>
          <Button variant="default" size="xs" onClick={() => f.insertListItem("descriptions", "")}>
            {t("profile.addBullet")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
