/** Where the skills admin screens are: the management tabs and a test's question bank. */
export const ADMIN_SKILLS_TABS = ["tests", "roles", "vocabulary"] as const;
export type AdminSkillsTab = (typeof ADMIN_SKILLS_TABS)[number];

export const adminSkillsHref = (tab: AdminSkillsTab) => `/skills/admin/skills?tab=${tab}`;
export const testBankHref = (testId: string) => `/skills/admin/skills/tests/${encodeURIComponent(testId)}`;
