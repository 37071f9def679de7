/** The main navigation, exactly as the server sends it (viewer.navigation or visitorNavigation). */
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import type { ViewerQuery } from "../__generated__/graphql";
import classes from "./MainNav.module.css";

export type NavItem = ViewerQuery["visitorNavigation"][number];

export function MainNav({ items, vertical = false, onNavigate }: { items: NavItem[]; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={vertical ? classes.listVertical : classes.list}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink to={item.path} className={classes.link} onClick={onNavigate}>
            {t(`nav.${item.key}`, { defaultValue: item.key })}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
