/**
 * In-page navigation between the programme pages: Find programmes (public), My programmes (logged in) and
 * Applications, Manage programmes and Credit for prior learning (COURSE_ADMIN). Styled like the learning pages' CoursesSubNav.
 */
import { Group } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument } from "../../../__generated__/graphql";
import classes from "../../../ui/SubNav.module.css";
import type programmeWords from "../i18n/en.json";

type NavLinkItem = { key: keyof typeof programmeWords.programmes.nav; to: string };

const ADMIN_LINKS: readonly NavLinkItem[] = [
  { key: "admin", to: "/programmes/admin/applications" },
  { key: "manage", to: "/programmes/admin/programmes" },
  { key: "credits", to: "/programmes/admin/prior-learning" },
];

export function ProgrammesSubNav() {
  const { t } = useTranslation();
  const { data } = useQuery(ViewerDocument);
  const viewer = data?.viewer;
  const links: NavLinkItem[] = [
    { key: "find", to: "/programmes/student/find-programmes" },
    ...(viewer ? [{ key: "mine", to: "/programmes/student/my-programmes" } as const] : []),
    ...(viewer?.roles.includes("COURSE_ADMIN") ? ADMIN_LINKS : []),
  ];
  return (
    <nav aria-label={t("programmes.nav.label")}>
      <Group component="ul" gap={4} className={classes.list}>
        {links.map((l) => (
          <li key={l.key}>
            <NavLink to={l.to} end className={classes.link}>
              {t(`programmes.nav.${l.key}`)}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
