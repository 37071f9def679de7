import { Anchor, Card, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { InstructorCard_PersonFragment } from "../../../__generated__/graphql";

export function InstructorCard({ person }: { person: InstructorCard_PersonFragment }) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      <Title order={3} size="h5">
        {person.name}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {person.fullPosition} · {person.job}
      </Text>
      {/* `description` is sanitized simple HTML from the server (never user-typed markup here). */}
      <Text size="sm" component="div" dangerouslySetInnerHTML={{ __html: person.description }} />
      {person.linkedin && (
        <Anchor href={person.linkedin} target="_blank" rel="noreferrer" size="sm">
          {t("course.linkedin", { name: person.name })}
        </Anchor>
      )}
    </Card>
  );
}
