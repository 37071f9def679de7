/**
 * Exclusive campaigns as a pure rule: a job in any exclusive campaign is visible only to members of that campaign's
 * programme (an ACCEPTED programme application, asked of courses), to JOB_ADMIN, and to the approved representatives
 * of the job's own employer (they posted it). Non-exclusive campaigns hide nothing.
 */

import {
  TRANSLATED_LANGUAGES,
  contentLanguageOf,
  localize,
  type ContentTranslations,
  type UiLanguageId,
} from "../../../../shared/translations.js";

/** A campaign's text limits, [min, max] characters; the admin form caps its fields at the same values. */
export const CAMPAIGN_LIMITS = { id: [2, 40], title: [2, 60], description: [0, 300] } as const;
/** A campaign id: lower-case letters and digits in words joined by single dashes (it appears in `/jobs?tab=`). */
export const CAMPAIGN_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CampaignAccess {
  exclusive: boolean;
  programmeId: string | null;
}

export interface JobViewer {
  /** JOB_ADMIN sees every job. */
  jobAdmin: boolean;
  /** The employer the viewer is an approved representative of: its own jobs are never hidden from it. */
  representing: string | null;
  /** The programmes the viewer is a member of (empty for visitors). */
  memberships: ReadonlySet<string>;
}

/** Whether the viewer may see a campaign's jobs (Campaign.viewerMayView). */
export function mayViewCampaign(campaign: CampaignAccess, viewer: JobViewer): boolean {
  if (!campaign.exclusive || viewer.jobAdmin) return true;
  return campaign.programmeId !== null && viewer.memberships.has(campaign.programmeId);
}

/**
 * Whether the viewer may see a job of `employerId` in these campaigns: its employer's representatives always; anyone
 * else when every exclusive campaign among them admits the viewer.
 */
export function mayViewJob(campaigns: readonly CampaignAccess[], viewer: JobViewer, employerId: string): boolean {
  return viewer.representing === employerId || campaigns.every((c) => mayViewCampaign(c, viewer));
}

export type CampaignText = "title" | "description";
export interface CampaignTexts {
  title: string;
  description: string;
  translations: ContentTranslations<CampaignText>;
}

/** The campaign's title or description in the asked language, the English text where that one is missing or blank. */
export function campaignText(campaign: CampaignTexts, field: CampaignText, language: UiLanguageId | null | undefined): string {
  return localize(campaign, contentLanguageOf(language))[field];
}

export interface CampaignTranslationView {
  language: UiLanguageId;
  title: string;
  description: string;
}

/** Campaign.translations: one entry per other language, in a fixed order, empty texts where none is written. */
export function campaignTranslations(campaign: CampaignTexts): CampaignTranslationView[] {
  return TRANSLATED_LANGUAGES.map((language) => ({
    language: language.replace("-", "_") as UiLanguageId,
    title: campaign.translations[language]?.title ?? "",
    description: campaign.translations[language]?.description ?? "",
  }));
}

/** The stored form of translations as the admin sent them (validated: other languages only, each once). */
export function storedTranslations(input: readonly CampaignTranslationView[]): ContentTranslations<CampaignText> {
  const out: ContentTranslations<CampaignText> = {};
  for (const t of input) {
    const language = contentLanguageOf(t.language);
    if (language === "en" || (!t.title && !t.description)) continue;
    out[language] = { ...(t.title ? { title: t.title } : {}), ...(t.description ? { description: t.description } : {}) };
  }
  return out;
}
