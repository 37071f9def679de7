/**
 * The person's menus besides the main navigation (viewer.menus, exactly as the server sends them): the student
 * sidebar of their audience (candidate, admin or other) and their SPEC §6 admin menus. On wide screens they open from
 * the person's name in the header; in the burger drawer they are listed under the main navigation.
 */
import type { ComponentPropsWithRef } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ViewerQuery } from "../../__generated__/graphql";
import classes from "./MainNav.module.css";
import { DeferredMenu } from "./DeferredMenu";

export type ViewerMenu = NonNullable<ViewerQuery["viewer"]>["menus"][number];

// The server names the menus and items; one this client has no words for yet shows its key.
const itemLabel = (t: TFunction, key: string) => t(`nav.${key}`, { defaultValue: key });
const menuLabel = (t: TFunction, key: string) => t(`menus.${key}`, { defaultValue: key });

/** The person's name in the header: it discloses their menus (ViewerMenuPopover, loaded when reached for). */
export function ViewerNameButton({ name, ...props }: { name: string } & ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  return (
    <Button variant="default" maw={200} title={name} aria-label={`${name}: ${t("menus.open")}`} {...props}>
      <Text size="sm" fw={500} truncate="end">
        {name}
      </Text>
    </Button>
  );
}

const loadPopover = () => import("./ViewerMenuPopover");

export function ViewerMenuButton(props: { name: string; menus: ViewerMenu[] }) {
  return (
    <DeferredMenu
      load={loadPopover}
      popup="dialog"
      standIn={(standIn) => <ViewerNameButton name={props.name} {...standIn} />}
      props={props}
    />
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
