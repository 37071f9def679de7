/**
 * A sequence of questions as numbered buttons: the one on screen is marked current, done ones (answered, or with
 * notes) filled and ticked. The caller names the list and each button in its own words.
 */
import { Button, Group, VisuallyHidden } from "@mantine/core";

export function QuestionNavigator({
  questionIds,
  current,
  done,
  onSelect,
  label,
  itemLabel,
}: {
  questionIds: readonly string[];
  current: number;
  done: (questionId: string) => boolean;
  onSelect: (index: number) => void;
  /** The navigation's accessible name. */
  label: string;
  /** What a screen reader hears for a button (its visible text is the number and a tick). */
  itemLabel: (number: number, done: boolean) => string;
}) {
  return (
    <nav aria-label={label}>
      <Group component="ul" className="plain-list" gap={6} wrap="wrap">
        {questionIds.map((id, i) => {
          const isDone = done(id);
          return (
            <li key={id}>
              <Button
                size="compact-md"
                miw={40}
                variant={i === current ? "filled" : isDone ? "light" : "default"}
                aria-current={i === current ? "step" : undefined}
                onClick={() => onSelect(i)}
              >
                <span aria-hidden="true">
                  {i + 1}
                  {isDone && " ✓"}
                </span>
                <VisuallyHidden component="span">{itemLabel(i + 1, isDone)}</VisuallyHidden>
              </Button>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
