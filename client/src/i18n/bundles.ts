/**
 * Which translation bundles a feature's pages need: the feature's own (`features/<f>/i18n/<lng>.json`), those of
 * the features whose components or words its pages use, and "options" (`i18n/options/<lng>.json`, the option lists'
 * labels) when they show an option list. The app shell's words (`i18n/<lng>.json`) are always loaded.
 * `bundles.test.ts` derives this from the imports and fails when it is out of step.
 */
export const TRANSLATION_BUNDLES = {
  account: ["account", "events"],
  applications: ["applications"],
  careers: ["careers"],
  catalogue: ["catalogue", "enrolment", "financing", "home", "programmes", "options"],
  classroom: ["classroom", "forum"],
  dashboard: ["dashboard", "events", "talent", "options"],
  employer: ["employer", "jobs", "options"],
  enrolment: ["enrolment", "classroom", "financing", "options"],
  events: ["events", "skills", "options"],
  financing: ["financing", "enrolment", "options"],
  forum: ["forum", "skills"],
  home: ["home"],
  interviews: ["interviews"],
  jobs: ["jobs", "programmes", "skills", "talent", "options"],
  mailbox: ["mailbox"],
  partners: ["partners"],
  programmes: ["programmes", "classroom", "options"],
  skills: ["skills", "options"],
  talent: ["talent", "skills", "options"],
} as const satisfies Record<string, readonly string[]>;

export type TranslatedFeature = keyof typeof TRANSLATION_BUNDLES;
