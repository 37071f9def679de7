/**
 * Puts a failed mutation's BAD_USER_INPUT field messages (extensions.fields) on the form's fields, and returns the
 * message for the form's alert. `mapPath` maps a server path onto a form path when they differ (a MultiSelect holds
 * `languages.2` as `languages`).
 */
import type { TFunction } from "i18next";
import type { UseFormReturnType } from "@mantine/form";
import { readServerError } from "../../../lib/graphqlErrors";
import type talentWords from "../i18n/en.json";

type ProfileErrorCode = keyof typeof talentWords.profileErrors;
const KNOWN: readonly ProfileErrorCode[] = ["BAD_USER_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "NETWORK"];
const isKnown = (code: string): code is ProfileErrorCode => (KNOWN as readonly string[]).includes(code);

export function applyServerError<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  error: unknown,
  t: TFunction,
  mapPath: (path: string) => string = (p) => p,
): string {
  const { code, message, fields } = readServerError(error);
  const errors: Record<string, string> = {};
  for (const [path, msg] of Object.entries(fields)) {
    const key = mapPath(path);
    errors[key] = errors[key] ? `${errors[key]} ${msg}` : msg;
  }
  form.setErrors(errors);
  if (isKnown(code)) return t(`profileErrors.${code}`);
  return message || t("errors.UNKNOWN");
}

/** `languages.3` → `languages`: for fields edited as one input. */
export const collapseListPath =
  (...lists: string[]) =>
  (path: string) => {
    const head = path.split(".")[0]!;
    return lists.includes(head) ? head : path;
  };
