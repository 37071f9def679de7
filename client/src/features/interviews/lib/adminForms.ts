/** The interviews admin forms' own words for the shared form helpers in lib/formErrors. */
import type { TFunction } from "i18next";
import type { FormWords } from "../../../lib/formErrors";

export const adminFormWords = (t: TFunction): FormWords => ({
  badInput: t("interviews.admin.form.badInput"),
  failed: t("interviews.admin.form.failed"),
  length: (limits) => t("interviews.admin.form.length", limits),
});
