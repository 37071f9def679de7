/**
 * /courses/programmes: each programme/cohort code with its course list, in the programme's order. Hidden placeholders
 * (courses not published yet) stay in place as "Coming soon", without a link.
 */
import { Anchor, Badge, Card, Code, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ProgrammesPageDocument } from "../../../__generated__/graphql";
import { CoursesSubNav } from "../components/CoursesSubNav";
import { ListEmpty, ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";

export default function ProgrammesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ProgrammesPageDocument);

  let body;
  if (loading && !data) body = <ListLoading label={t("programmes.loading")} />;
  else if (error && !data) body = <ListError message={t("programmes.error")} onRetry={() => void refetch()} />;
  else if (data && data.programmeCourseLists.length === 0) body = <ListEmpty message={t("programmes.empty")} />;
  else if (data)
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {data.programmeCourseLists.map((p) => (
          <Card
            key={p.code}
            component="section"
            withBorder
            radius="md"
            padding="lg"
            aria-labelledby={`programme-${p.code}-label`}
            id={`programme-${p.code}`}
          >
            <Title order={2} size="h3" id={`programme-${p.code}-title`}>
              <span id={`programme-${p.code}-label`}>{p.title}</span>
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t("programmes.code")} <Code>{p.code}</Code>
            </Text>
            <List type="ordered" spacing={6} aria-label={t("programmes.listLabel", { title: p.title })}>
              {p.courses.map((c) =>
                c.hidden ? (
                  <List.Item key={c.id}>
                    <Group gap="xs" component="span">
                      <Text component="span" c="dimmed">
                        {c.title}
                      </Text>
                      <Badge variant="light" color="yellow" c="var(--tf-text-strong)" radius="sm">
                        {t("programmes.comingSoon")}
                      </Badge>
                    </Group>
                  </List.Item>
                ) : (
                  <List.Item key={c.id}>
                    <Anchor component={Link} to={`/courses/${encodeURIComponent(c.id)}`}>
                      {c.title}
                    </Anchor>
                  </List.Item>
                ),
              )}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <PageTitle title={t("programmes.title")} />
      <div>
        <Title order={1}>{t("programmes.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("programmes.intro")}{" "}
          <Anchor component={Link} to="/programmes/student/find-programmes" underline="always">
            {t("programmes.findLink")}
          </Anchor>
        </Text>
      </div>
      <CoursesSubNav />
      {body}
    </Stack>
  );
}
