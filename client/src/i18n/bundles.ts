/**
 * Which translation bundles a feature's pages need: the feature's own (`features/<f>/i18n/<lng>.json`) and those of
 * the features whose components or words its pages use. The app shell's words (`i18n/<lng>.json`) are always loaded.
 * `bundles.test.ts` derives this from the imports and fails when it is out of step.
 */
export const TRANSLATION_BUNDLES = {
  account: ["account", "events"],
  applications: ["applications"],
  careers: ["careers"],
  catalogue: ["catalogue", "enrolment", "financing", "home", "programmes"],
  classroom: ["classroom", "forum"],
  dashboard: ["dashboard", "events", "talent"],
  employer: ["employer", "jobs"],
  enrolment: ["enrolment", "classroom", "financing"],
  events: ["events", "skills"],
  financing: ["financing", "enrolment"],
  forum: ["forum", "skills"],
  home: ["home"],
  interviews: ["interviews"],
  jobs: ["jobs", "programmes", "skills", "talent"],
  programmes: ["programmes", "classroom"],
  skills: ["skills"],
  talent: ["talent", "skills"],
} as const satisfies Record<string, readonly string[]>;

export type TranslatedFeature = keyof typeof TRANSLATION_BUNDLES;
