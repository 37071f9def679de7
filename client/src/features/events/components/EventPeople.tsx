/** The partners section (organisations supporting the event) and the speakers section (name, job, bio, portrait, logo). */
import { Anchor, Avatar, Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventPartners_EventFragment, EventSpeakers_EventFragment } from "../../../__generated__/graphql";
import { EventSection } from "./EventSection";

export function EventPartners({ event }: { event: EventPartners_EventFragment }) {
  const { t } = useTranslation();
  const { partners } = event.sections;
  if (partners.length === 0) return null;
  return (
    <EventSection id="partners" title={t("events.partners.title")}>
      <Group component="ul" className="plain-list" gap="md" wrap="wrap">
        {partners.map((p) => (
          <Card component="li" key={p.name} withBorder radius="md" padding="sm">
            <Group gap="sm" wrap="nowrap">
              {/* Decorative: the partner's name is beside it. */}
              {p.logoUrl && <Image src={p.logoUrl} alt="" w={36} h={36} fit="contain" />}
              {p.url ? (
                <Anchor
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={500}
                  aria-label={t("events.links.external", { label: p.name })}
                >
                  {p.name}
                </Anchor>
              ) : (
                <Text fw={500}>{p.name}</Text>
              )}
            </Group>
          </Card>
        ))}
      </Group>
    </EventSection>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

export function EventSpeakers({ event }: { event: EventSpeakers_EventFragment }) {
  const { t } = useTranslation();
  const { speakers } = event.sections;
  if (speakers.length === 0) return null;
  return (
    <EventSection id="speakers" title={t("events.speakers.title")}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="plain-list">
        {speakers.map((s) => (
          <Card component="li" key={s.name} withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap" align="center">
                {s.imageUrl ? (
                  <Image src={s.imageUrl} alt={t("events.speakers.portrait", { name: s.name })} w={64} h={64} radius="xl" fit="cover" />
                ) : (
                  <Avatar size={64} radius="xl" color="grape" aria-hidden="true">
                    {initials(s.name)}
                  </Avatar>
                )}
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Title order={3} size="h5">
                    {s.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {s.job}
                  </Text>
                </Stack>
                {/* Decorative: the job line names the employer. */}
                {s.logoUrl && <Image src={s.logoUrl} alt="" w={32} h={32} fit="contain" ml="auto" />}
              </Group>
              <Text size="sm">{s.bio}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </EventSection>
  );
}
