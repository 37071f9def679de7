/**
 * In-page navigation of the job area, by viewer: Jobs, Browse, Companies (everyone); Saved jobs and Applied jobs
 * (logged in); Employer (company representatives) and Manage jobs once their request is approved; for JOB_ADMIN Manage
 * jobs, Companies admin, Representatives and Campaigns. Same look as the learning sub-navigation; the list wraps.
 */
import { Group } from "@mantine/core";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import classes from "../../../ui/SubNav.module.css";
import { useJobsBackOffice } from "./admin/useJobsBackOffice";

interface SubNavLink {
  key: string;
  to: string;
  label: string;
}

export function JobsSubNav() {
  const { t } = useTranslation();
  const office = useJobsBackOffice();
  const link = (key: string, to: string, label: string): SubNavLink => ({ key, to, label });
  const manage = link("manage", "/jobs/admin/all?page=1", t("jobsAdmin.nav"));
  const links: SubNavLink[] = [
    link("jobs", "/jobs?page=1", t("jobs.nav.jobs")),
    link("browse", "/jobs/browse?page=1", t("jobs.nav.browse")),
    link("companies", "/companies?page=1", t("jobs.nav.companies")),
  ];
  if (office.loggedIn)
    links.push(link("saved", "/jobs/saved-jobs", t("jobs.nav.saved")), link("applied", "/jobs/applied-jobs", t("jobs.nav.applied")));
  if (office.representative) {
    links.push(link("employer", "/employer", t("jobPostings.nav.employer")));
    if (office.employer && !office.jobAdmin) links.push(manage);
  }
  if (office.jobAdmin) {
    links.push(
      manage,
      link("companiesAdmin", "/jobs/admin/companies", t("jobPostings.nav.companiesAdmin")),
      link("representatives", "/jobs/admin/representatives", t("jobPostings.nav.representatives")),
      link("campaigns", "/jobs/admin/campaigns", t("jobPostings.nav.campaigns")),
    );
  }
  return (
    <nav aria-label={t("jobs.nav.label")}>
      <Group component="ul" gap={4} wrap="wrap" className={classes.list}>
        {links.map((l) => (
          <li key={l.key}>
            {/* `end`: /jobs is current only on the job area itself, not on /jobs/browse. */}
            <NavLink to={l.to} end className={classes.link}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
