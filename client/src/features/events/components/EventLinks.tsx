/**
 * The event's calls to action (SPEC §3 links): each a card with its heading, what it is about, its image when it has
 * media, and its button — a page of the site, or another site in a new tab.
 */
import { Button, Card, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { EventLinks_EventFragment } from "../../../__generated__/graphql";

type EventLink = EventLinks_EventFragment["links"][number];

function LinkButton({ link }: { link: EventLink }) {
  const { t } = useTranslation();
  if (link.url.startsWith("/")) {
    return (
      <Button component={Link} to={link.url} variant="filled" mt="auto">
        {link.buttonTitle}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="filled"
      mt="auto"
      aria-label={t("events.links.external", { label: link.buttonTitle })}
    >
      {link.buttonTitle}
    </Button>
  );
}

export function EventLinks({ event }: { event: EventLinks_EventFragment }) {
  if (event.links.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(event.links.length, 2) }} spacing="lg" component="ul" className="plain-list">
      {event.links.map((link) => (
        <li key={`${link.sectionTitle}-${link.url}`}>
          <Card withBorder radius="md" padding="lg" h="100%">
            {link.hasMedia && link.media && (
              <Card.Section mb="sm">
                {/* Decorative: the heading and text say what it leads to. */}
                <Image src={link.media} alt="" h={160} fit="cover" />
              </Card.Section>
            )}
            <Stack gap="sm" h="100%" align="flex-start">
              <Title order={2} size="h4">
                {link.sectionTitle}
              </Title>
              <Text size="sm">{link.description}</Text>
              <LinkButton link={link} />
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
