/**
 * In-page navigation of the skills area: My skills, Chart & rankings, Discover, Choose a role, Practice, Skill tests,
 * Interviews (interview preparation, its own page), Career services (its own page), FAQ.
 * Same look as the other sub-navigations.
 */
import { Group } from "@mantine/core";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import classes from "../../../ui/SubNav.module.css";

export function SkillsSubNav() {
  const { t } = useTranslation();
  const links = [
    { to: "/skills/home", label: t("skills.nav.home") },
    { to: "/skills/my-skills", label: t("skills.nav.mySkills") },
    { to: "/skills/discover", label: t("skills.nav.discover") },
    { to: "/skills/choose-role", label: t("skills.nav.chooseRole") },
    { to: "/skills/practice", label: t("skills.nav.practice") },
    { to: "/skills/verify", label: t("skills.nav.verify") },
    { to: "/interviews", label: t("skills.nav.interviews") },
    { to: "/careers", label: t("skills.nav.careers") },
    { to: "/skills/faq", label: t("skills.faq.nav") },
  ];
  return (
    <nav aria-label={t("skills.nav.label")}>
      <Group component="ul" gap={4} wrap="wrap" className={classes.list}>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className={classes.link}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
