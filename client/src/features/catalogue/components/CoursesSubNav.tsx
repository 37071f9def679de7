/**
 * In-page navigation between the learning pages: Courses, Browse, Programmes, Financing (public), My learning (logged
 * in), Classroom and Certificates (logged in) and Orders, ISA and income, Manage courses, Classes and Issued certificates
 * (COURSE_ADMIN).
 */
import { Group } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument } from "../../../__generated__/graphql";
import classes from "../../../ui/SubNav.module.css";
import type shellWords from "../../../i18n/en.json";

type NavLinkItem = { key: keyof typeof shellWords.learnNav; to: string; path: string };

const LINKS: readonly NavLinkItem[] = [
  { key: "courses", to: "/courses?page=1", path: "/courses" },
  { key: "browse", to: "/courses/browse", path: "/courses/browse" },
  { key: "programmes", to: "/courses/programmes", path: "/courses/programmes" },
  { key: "financing", to: "/courses/financing", path: "/courses/financing" },
];
const LEARNER_LINKS: readonly NavLinkItem[] = [
  { key: "myLearning", to: "/courses/my-learning", path: "/courses/my-learning" },
  { key: "classroom", to: "/classroom", path: "/classroom" },
  { key: "certificates", to: "/courses/certificates", path: "/courses/certificates" },
];
const ADMIN_LINKS: readonly NavLinkItem[] = [
  { key: "orders", to: "/courses/admin/orders", path: "/courses/admin/orders" },
  { key: "financingAdmin", to: "/courses/admin/financing", path: "/courses/admin/financing" },
  { key: "courseAdmin", to: "/courses/admin/courses", path: "/courses/admin/courses" },
  { key: "classes", to: "/courses/admin/classes", path: "/courses/admin/classes" },
  { key: "issuedCertificates", to: "/courses/admin/certificates", path: "/courses/admin/certificates" },
];

export function CoursesSubNav() {
  const { t } = useTranslation();
  const { data } = useQuery(ViewerDocument);
  const viewer = data?.viewer;
  const links = [...LINKS, ...(viewer ? LEARNER_LINKS : []), ...(viewer?.roles.includes("COURSE_ADMIN") ? ADMIN_LINKS : [])];
  return (
    <nav aria-label={t("learnNav.label")}>
      <Group component="ul" gap={4} className={classes.list}>
        {links.map((l) => (
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
