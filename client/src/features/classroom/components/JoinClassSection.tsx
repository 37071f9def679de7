/** "Join a class" for an active course the learner has no class in: the classes open to join, each with "Join {title}". */
import { useState } from "react";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { JoinableClassesDocument } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { useJoinClass } from "../mutations/useJoinClass";

export function JoinClassSection({ courseId, onJoined }: { courseId: string; onJoined: () => unknown }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(JoinableClassesDocument, { variables: { courseId }, fetchPolicy: "cache-and-network" });
  const [join, joinState] = useJoinClass();
  const [error, setError] = useState<string | null>(null);
  const classes = query.data?.joinableClasses ?? [];
  const headingId = `join-${courseId}`;
  const date = (d: string) => formatDate(d, i18n.language);

  const onJoin = async (slug: string) => {
    setError(null);
    try {
      await join({ variables: { slug } });
      await onJoined();
    } catch (e) {
      setError(readServerError(e).message || t("classroom.join.error"));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h6" id={headingId}>
        {t("classroom.join.title")}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {query.loading && !query.data ? (
        <Text size="sm">{t("classroom.join.loading")}</Text>
      ) : classes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("classroom.join.none")}
        </Text>
      ) : (
        <Stack component="ul" className="plain-list" gap="xs">
          {classes.map((c) => (
            <Group component="li" key={c.id} justify="space-between" gap="sm">
              <Text size="sm">
                {c.title} · {t("classroom.dates", { start: date(c.startsOn), end: date(c.endsOn) })}
              </Text>
              <Button size="xs" onClick={() => void onJoin(c.slug)} loading={joinState.loading}>
                {t("classroom.join.button", { title: c.title })}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
