/** In-page navigation of the skills admin area: the overview, the assessments review and skills management. */
import { Group } from "@mantine/core";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import classes from "../../../../ui/SubNav.module.css";

export function SkillsAdminSubNav() {
  const { t } = useTranslation();
  const links = [
    { to: "/skills/admin", label: t("adminSkills.nav.overview"), end: true },
    { to: "/skills/admin/assessments", label: t("adminSkills.nav.assessments"), end: false },
    { to: "/skills/admin/skills", label: t("adminSkills.nav.skills"), end: false },
  ];
  return (
    <nav aria-label={t("adminSkills.nav.label")}>
      <Group component="ul" gap={4} wrap="wrap" className={classes.list}>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className={classes.link}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
