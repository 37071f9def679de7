/** The offers section: each offer's image, title, description and points, on `grid` columns on a wide screen, one on a phone. */
import { Card, Image, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { EventOffers_EventFragment } from "../../../__generated__/graphql";
import { EventSection } from "./EventSection";

export function EventOffers({ event }: { event: EventOffers_EventFragment }) {
  const offers = event.sections.offers;
  if (!offers || offers.items.length === 0) return null;
  return (
    <EventSection id="offers" title={offers.title}>
      <SimpleGrid cols={{ base: 1, md: offers.grid }} spacing="md" component="ul" className="plain-list">
        {offers.items.map((o) => (
          <Card component="li" key={o.title} withBorder radius="md" padding="md">
            {o.imageUrl && (
              <Card.Section mb="sm">
                {/* Decorative: the title and text say what the offer is. */}
                <Image src={o.imageUrl} alt="" h={140} fit="cover" />
              </Card.Section>
            )}
            <Stack gap="xs">
              <Title order={3} size="h5">
                {o.title}
              </Title>
              <Text size="sm">{o.description}</Text>
              {o.points.length > 0 && (
                <List size="sm" spacing={4}>
                  {o.points.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </EventSection>
  );
}
