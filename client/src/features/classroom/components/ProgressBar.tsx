/** A labelled progress bar (the label names it for assistive technology) with "n of m lessons · p%" under it. */
import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function ProgressBar({ label, percent, completed, total }: { label: string; percent: number; completed: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section value={percent} aria-label={label} />
      </Progress.Root>
      <Text size="sm" c="dimmed">
        {t("classroom.progressText", { completed, total, percent })}
      </Text>
    </Stack>
  );
}
