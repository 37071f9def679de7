/**
 * Skills: the viewer's skills-system role, readiness and verified skills (/skills/home), choosing a role
 * (/skills/choose-role) and the skill tests (/skills/verify). A person's verified skills travel with them: the forum,
 * the profile and the employers' applicant list show them with VerifiedSkillBadges (its fragment
 * VerifiedSkillBadges_user spread into theirs; its words are in this feature's bundle). Pages are not exported:
 * app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export { VerifiedSkillBadges } from "./components/VerifiedSkillBadges";
