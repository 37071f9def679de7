/**
 * The person's menus besides the main navigation (viewer.menus, exactly as the server sends them): the student
 * sidebar of their audience (candidate, admin or other) and their SPEC §6 admin menus. On wide screens they open from
 * the person's name in the header; in the burger drawer they are listed under the main navigation.
 */
import { useState } from "react";
import { Button, Popover, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ViewerQuery } from "../../__generated__/graphql";
import classes from "./MainNav.module.css";

export type ViewerMenu = NonNullable<ViewerQuery["viewer"]>["menus"][number];

// The server names the menus and items; one this client has no words for yet shows its key.
const itemLabel = (t: TFunction, key: string) => t(`nav.${key}`, { defaultValue: key });
const menuLabel = (t: TFunction, key: string) => t(`menus.${key}`, { defaultValue: key });

/**
 * The header's dropdown: the person's name discloses their menus, each a navigation list under its heading (the
 * disclosure pattern for site navigation: links, not an application menu), closed again when a link is followed.
 */
export function ViewerMenuButton({ name, menus }: { name: string; menus: ViewerMenu[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={260} withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" maw={200} title={name} aria-label={`${name}: ${t("menus.open")}`} onClick={() => setOpened((o) => !o)}>
          <Text size="sm" fw={500} truncate="end">
            {name}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ViewerMenuLists menus={menus} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The drawer's lists: each menu as a navigation landmark of its own, named by its heading. */
export function ViewerMenuLists({ menus, onNavigate }: { menus: ViewerMenu[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      {menus.map((menu) => (
        <nav key={menu.key} aria-label={menuLabel(t, menu.key)}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            {menuLabel(t, menu.key)}
          </Text>
          <ul className={classes.listVertical}>
            {menu.items.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.path}
                  className={classes.link}
                  onClick={onNavigate}
                  aria-current={pathname === item.path ? "page" : undefined}
                >
                  {itemLabel(t, item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </Stack>
  );
}
