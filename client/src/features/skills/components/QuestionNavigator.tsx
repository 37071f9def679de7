/** The attempt's questions as numbered buttons: the one on screen is marked current, answered ones are filled. */
import { Button, Group, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function QuestionNavigator({
  questionIds,
  current,
  answered,
  onSelect,
}: {
  questionIds: readonly string[];
  current: number;
  answered: (questionId: string) => boolean;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("skills.attempt.navigator")}>
      <Group component="ul" className="plain-list" gap={6} wrap="wrap">
        {questionIds.map((id, i) => {
          const done = answered(id);
          return (
            <li key={id}>
              <Button
                size="compact-md"
                miw={40}
                variant={i === current ? "filled" : done ? "light" : "default"}
                aria-current={i === current ? "step" : undefined}
                onClick={() => onSelect(i)}
              >
                <span aria-hidden="true">
                  {i + 1}
                  {done && " ✓"}
                </span>
                <VisuallyHidden component="span">
                  {t(done ? "skills.attempt.navAnswered" : "skills.attempt.navQuestion", { number: i + 1 })}
                </VisuallyHidden>
              </Button>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
