/**
 * A labelled <nav> of links styled as tabs (the learning sub-navigation's look): each tab is a route, and the current
 * one carries aria-current="page" (React Router's NavLink). Used for the forum sections and the History / Bookmarks tabs.
 * `end`: a tab is current only on its own path, so /forum/history is not current on /forum/history/comments.
 */
import { Group } from "@mantine/core";
import { NavLink } from "react-router";
import classes from "../../../ui/SubNav.module.css";

export interface LinkTab {
  key: string;
  to: string;
  label: string;
}

export function LinkTabs({ label, tabs, end = true }: { label: string; tabs: LinkTab[]; end?: boolean }) {
  return (
    <nav aria-label={label}>
      <Group component="ul" gap={4} wrap="wrap" className={classes.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} end={end} className={classes.link}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
