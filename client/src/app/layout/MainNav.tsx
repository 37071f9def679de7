/** The main navigation, exactly as the server sends it (viewer.navigation or visitorNavigation). */
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { ViewerQuery } from "../../__generated__/graphql";
import classes from "./MainNav.module.css";

export type NavItem = ViewerQuery["visitorNavigation"][number];

/**
 * Whether `pathname` lies in the section `path` leads to: the section is the path's first segment, so the forum
 * entry (/forum/feed) stays current on /forum/post/… and /forum/history as the jobs entry does on /jobs/….
 */
export function inSection(pathname: string, path: string): boolean {
  const root = `/${path.split("/")[1] ?? ""}`;
  return pathname === root || pathname.startsWith(`${root}/`);
}

export function MainNav({ items, vertical = false, onNavigate }: { items: NavItem[]; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className={vertical ? classes.listVertical : classes.list}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.path}
            className={classes.link}
            onClick={onNavigate}
            aria-current={inSection(pathname, item.path) ? "page" : undefined}
          >
            {t(`nav.${item.key}`, { defaultValue: item.key })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
