/**
 * A person's name as shown, or a neutral placeholder when the person could not be loaded: people come from the talent
 * service, and while it is unavailable every reference to a person (an author, a buyer, a learner) is null.
 */
import type { TFunction } from "i18next";

export function personName(person: { displayName: string } | null | undefined, t: TFunction): string {
  return person?.displayName ?? t("person.unavailable");
}
