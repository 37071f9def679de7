/**
 * The people behind the product (SPEC §1): leaders (founders and managers), advisors, staff and instructors, one tab
 * each, every profile with its portrait, position, job and the server-sanitized simple-HTML description.
 */
import { Anchor, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PersonGroup, TeamProfiles_PersonFragment } from "../../../__generated__/graphql";

const TABS: { key: "leaders" | "advisors" | "staff" | "instructors"; groups: PersonGroup[] }[] = [
  { key: "leaders", groups: ["founder", "manager"] },
  { key: "advisors", groups: ["advisor"] },
  { key: "staff", groups: ["staff"] },
  { key: "instructors", groups: ["instructor"] },
];

export function TeamProfiles({ people }: { people: readonly TeamProfiles_PersonFragment[] }) {
  const { t } = useTranslation();
  const tabs = TABS.map((tab) => ({ ...tab, people: people.filter((p) => tab.groups.includes(p.group)) })).filter(
    (tab) => tab.people.length > 0,
  );
  if (tabs.length === 0) return null;
  return (
    <section aria-labelledby="team-heading">
      <Title order={2} size="h3" id="team-heading" mb="md">
        {t("landing.teamHeading")}
      </Title>
      <Tabs defaultValue={tabs[0]!.key} keepMounted={false} variant="pills">
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key}>
              {t(`landing.groups.${tab.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {tab.people.map((p) => (
                <li key={p.id}>
                  <PersonCard person={p} />
                </li>
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}

function PersonCard({ person }: { person: TeamProfiles_PersonFragment }) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start" mb="sm">
        {person.portraitUrl && (
          <img
            src={person.portraitUrl}
            alt={t("landing.portraitOf", { name: person.name })}
            width={64}
            height={64}
            loading="lazy"
            style={{ borderRadius: "50%", flexShrink: 0 }}
          />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {person.name}
          </Title>
          <Text size="sm" fw={500}>
            {person.fullPosition}
          </Text>
          <Text size="xs" c="dimmed">
            {person.job}
          </Text>
        </Stack>
      </Group>
      {/* `description` is sanitized simple HTML from the server (never user-typed markup here). */}
      <Text size="sm" component="div" className="rich-text" dangerouslySetInnerHTML={{ __html: person.description }} />
      {person.linkedin && (
        <Anchor href={person.linkedin} target="_blank" rel="noreferrer" size="sm" mt="xs">
          {t("landing.linkedin", { name: person.name })}
        </Anchor>
      )}
    </Card>
  );
}
