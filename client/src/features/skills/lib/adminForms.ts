/** The skills admin screens' own words for the shared form helpers in lib/formErrors. */
import type { TFunction } from "i18next";
import type { FormWords } from "../../../lib/formErrors";

export const adminFormWords = (t: TFunction): FormWords => ({
  badInput: t("adminSkills.form.badInput"),
  failed: t("adminSkills.form.failed"),
  length: (limits) => t("adminSkills.form.length", limits),
});
