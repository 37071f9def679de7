/**
 * Typed translation keys: `t("…")` accepts only keys the English words define (the shell's and every feature's), so a
 * missing or misspelt key fails the type check. The other languages are checked against English in i18n.test.tsx.
 */
import "i18next";
import type shell from "./en.json";
import type options from "./options/en.json";
import type account from "../features/account/i18n/en.json";
import type applications from "../features/applications/i18n/en.json";
import type careers from "../features/careers/i18n/en.json";
import type catalogue from "../features/catalogue/i18n/en.json";
import type classroom from "../features/classroom/i18n/en.json";
import type dashboard from "../features/dashboard/i18n/en.json";
import type employer from "../features/employer/i18n/en.json";
import type enrolment from "../features/enrolment/i18n/en.json";
import type events from "../features/events/i18n/en.json";
import type financing from "../features/financing/i18n/en.json";
import type forum from "../features/forum/i18n/en.json";
import type home from "../features/home/i18n/en.json";
import type interviews from "../features/interviews/i18n/en.json";
import type jobs from "../features/jobs/i18n/en.json";
import type mailbox from "../features/mailbox/i18n/en.json";
import type partners from "../features/partners/i18n/en.json";
import type programmes from "../features/programmes/i18n/en.json";
import type skills from "../features/skills/i18n/en.json";
import type talent from "../features/talent/i18n/en.json";

type Words = typeof shell &
  typeof options &
  typeof account &
  typeof applications &
  typeof careers &
  typeof catalogue &
  typeof classroom &
  typeof dashboard &
  typeof employer &
  typeof enrolment &
  typeof events &
  typeof financing &
  typeof forum &
  typeof home &
  typeof interviews &
  typeof jobs &
  typeof mailbox &
  typeof partners &
  typeof programmes &
  typeof skills &
  typeof talent;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Words };
  }
}
