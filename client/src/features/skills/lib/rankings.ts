/** How the rankings read: a rank (or "Unranked" for the SPEC's sentinel), an average, and where a test's list is. */
import type { TFunction } from "i18next";
import { isRanked } from "@server/talent/modules/skills/rules/ranking";
import { numberFormat } from "../../../lib/format";

/** "#3", or "Unranked" for the rank sentinel (a position past the ranked ones, or no entry). */
export const rankLabel = (t: TFunction, rank: number | null | undefined) =>
  rank != null && isRanked(rank) ? t("skills.rankings.rank", { rank }) : t("skills.rankings.unranked");

/** An average score to one decimal, in the interface language. */
export const formatAverage = (average: number, language: string) => numberFormat(language, { maximumFractionDigits: 1 }).format(average);

/** A test's ranked list on /skills/my-skills (the rankings tab), from its first page. */
export const rankedListHref = (testId: string) => `/skills/my-skills?tab=1&test=${encodeURIComponent(testId)}`;
