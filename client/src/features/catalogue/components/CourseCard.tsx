import { Anchor, Badge, Card, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CourseCard_CourseFragment } from "../../../__generated__/graphql";
import { ClockIcon } from "../../../ui/icons";
import { useOptionLabel } from "../../../lib/optionLabels";

const levelColor = { Beginner: "teal", Intermediate: "blue", Advanced: "grape" } as const;

/** A course in a list; the title links to its page. `headingOrder` keeps the outline right where the card sits. */
export function CourseCard({ course, headingOrder = 2 }: { course: CourseCard_CourseFragment; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Group gap="xs" mb="xs">
        {course.category && (
          <Badge variant="light" color="gray" radius="sm">
            {label("courseCategory", course.category.id)}
          </Badge>
        )}
        {course.level && (
          <Badge variant="light" color={levelColor[course.level]} c="var(--tf-text-strong)" radius="sm">
            {t(`courses.level.${course.level}`)}
          </Badge>
        )}
      </Group>
      <Title order={headingOrder} size="h4" mb={4}>
        <Anchor component={Link} to={`/courses/${encodeURIComponent(course.id)}`} inherit c="inherit">
          {course.title}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("courses.by", { provider: course.provider.label })}
      </Text>
      <Text size="sm" mb="md" style={{ flex: 1 }}>
        {course.description}
      </Text>
      <Group gap={6} c="dimmed">
        <ClockIcon />
        <Text size="sm">{t("courses.timeline", { timeline: course.timeline })}</Text>
      </Group>
    </Card>
  );
}
