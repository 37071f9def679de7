/**
 * The registration forms' option lists (served by id, `registrationOptionLists`) and the words their values are shown
 * in. Lists of numbers, years and test names have no words of their own: null still labels their patterned values
 * ("2015 or earlier", "Band 3.0-3.5"). Used by the apply form and wherever admins read the answers.
 */
import type { OptionList } from "../../../lib/optionLabels";

export const LABELS_BY_LIST: Readonly<Record<string, OptionList | null>> = {
  "yes-no": "yesNo",
  qualifications: "education",
  "experience-bands": "experience",
  genders: "gender",
  ethnicities: "ethnicity",
  "marital-statuses": "maritalStatus",
  "malaysian-states": "state",
  countries: "country",
  months: "month",
  "employment-experience": "employmentExperience",
  "household-income": "householdIncome",
  "graduation-years": null,
  "birth-years": null,
  "birth-days": null,
  "english-tests": null,
  "english-score-bands": null,
};

/** The labels' list for a registration option list id (null for a field without a list or a list unknown here). */
export function registrationLabelList(optionList: string | null | undefined): OptionList | null {
  return (optionList && Object.hasOwn(LABELS_BY_LIST, optionList) && LABELS_BY_LIST[optionList]) || null;
}
