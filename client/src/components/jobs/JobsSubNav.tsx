/**
 * In-page navigation of the job area: Jobs, Browse, Companies (everyone), Saved jobs and Applied jobs (logged in),
 * Manage jobs (JOB_ADMIN).
 * Same look as the learning sub-navigation.
 */
import { Group } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument } from "../../__generated__/graphql";
import classes from "../CoursesSubNav.module.css";

const PUBLIC_LINKS = [
  { key: "jobs", to: "/jobs?page=1", path: "/jobs" },
  { key: "browse", to: "/jobs/browse?page=1", path: "/jobs/browse" },
  { key: "companies", to: "/companies?page=1", path: "/companies" },
] as const;
const MEMBER_LINKS = [
  { key: "saved", to: "/jobs/saved-jobs", path: "/jobs/saved-jobs" },
  { key: "applied", to: "/jobs/applied-jobs", path: "/jobs/applied-jobs" },
] as const;
const ADMIN_LINKS = [{ key: "manage", to: "/jobs/admin/all?page=1", path: "/jobs/admin/all" }] as const;

export function JobsSubNav() {
  const { t } = useTranslation();
  const { data } = useQuery(ViewerDocument);
  const links = [...PUBLIC_LINKS, ...(data?.viewer ? MEMBER_LINKS : []), ...(data?.viewer?.roles.includes("JOB_ADMIN") ? ADMIN_LINKS : [])];
  return (
    <nav aria-label={t("jobs.nav.label")}>
      <Group component="ul" gap={4} className={classes.list}>
        {links.map((l) => (
          <li key={l.key}>
            {/* `end`: /jobs is current only on the job area itself, not on /jobs/browse. */}
            <NavLink to={l.to} end className={classes.link}>
              {l.key === "manage" ? t("jobsAdmin.nav") : t(`jobs.nav.${l.key}`)}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
