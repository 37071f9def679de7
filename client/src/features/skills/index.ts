/**
 * Skills: the viewer's skills-system role, readiness and verified skills (/skills/home), choosing a role
 * (/skills/choose-role) and the skill tests (/skills/verify). Nothing is shared with other features yet. Pages are not
 * exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export {};
