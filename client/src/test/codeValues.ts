/**
 * Values that travel as codes and must be translated before they are shown: the API's enum values and the server's
 * option lists (countries, job types, qualifications…). The untranslated-string test uses them.
 */
import { isEnumType } from "graphql";
import * as options from "@server/shared/options";
import { COURSE_DELIVERIES, COURSE_MEDIA } from "@server/courses/modules/catalogue/rules/course-content-limits";
import { mockSchema } from "../mocks/schema";

/** Every enum value of the API in capitals ("FULL_TIME", "APPLIED"): never shown as sent. */
export const ENUM_CODES: ReadonlySet<string> = new Set(
  Object.values(mockSchema.getTypeMap())
    .filter(isEnumType)
    .filter((type) => !type.name.startsWith("__"))
    .flatMap((type) => type.getValues().map((v) => v.name))
    .filter((name) => /^[A-Z][A-Z0-9_]{2,}$/.test(name)),
);

/** Every value of the server's option lists: a label in the viewer's language is shown instead. */
export const OPTION_VALUES: ReadonlySet<string> = new Set([
  ...(Object.values(options) as unknown[]).flatMap((v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [])),
  ...COURSE_DELIVERIES,
  ...COURSE_MEDIA,
]);
