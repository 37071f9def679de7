/** In-page navigation between the learning pages: Courses, Browse, Programmes, Financing (public pages). */
import { Group } from "@mantine/core";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import classes from "./CoursesSubNav.module.css";

const LINKS = [
  { key: "courses", to: "/courses?page=1", path: "/courses" },
  { key: "browse", to: "/courses/browse", path: "/courses/browse" },
  { key: "programmes", to: "/courses/programmes", path: "/courses/programmes" },
  { key: "financing", to: "/courses/financing", path: "/courses/financing" },
] as const;

export function CoursesSubNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("learnNav.label")}>
      <Group component="ul" gap={4} className={classes.list}>
        {LINKS.map((l) => (
          <li key={l.key}>
            {/* `end`: /courses is current only on the catalogue itself, not on /courses/browse. */}
            <NavLink to={l.to} end className={classes.link}>
              {t(`learnNav.${l.key}`)}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
