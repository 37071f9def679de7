/**
 * The frame every dashboard card shares: a titled region, its body or its empty state, and a link to the full list.
 * Colours come from Mantine's CSS variables only, so the card reads in the light and the dark scheme.
 */
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function DashboardCard({
  id,
  title,
  link,
  linkLabel,
  empty,
  emptyAction,
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-heading`. */
  id: string;
  title: string;
  /** The full list this card previews. */
  link: string;
  linkLabel: string;
  /** The empty state's text, shown instead of the body when given. */
  empty?: string | null;
  /** A way out of the empty state (a link to where the list fills). */
  emptyAction?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId} miw={0}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {empty ? (
          <Stack gap="xs" align="flex-start" data-empty-state={id}>
            <Text size="sm" c="dimmed">
              {empty}
            </Text>
            {emptyAction}
          </Stack>
        ) : (
          children
        )}
        <Group mt="auto" justify="flex-end">
          <Anchor component={Link} to={link} size="sm" fw={600}>
            {linkLabel}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A card's list of links, each item a line or two that wraps at phone width. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" className="plain-list" aria-label={label} m={0} p={0}>
      {children}
    </Stack>
  );
}

/** One item of a CardList: a link and a line below it. */
export function CardListItem({ to, title, detail }: { to: string; title: string; detail?: ReactNode }) {
  return (
    <li style={{ minWidth: 0 }}>
      <Anchor component={Link} to={to} fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
        {title}
      </Anchor>
      {detail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {detail}
        </Text>
      )}
    </li>
  );
}
