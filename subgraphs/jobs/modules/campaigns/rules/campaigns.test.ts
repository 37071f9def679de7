import { describe, expect, it } from "vitest";
import { campaignText, campaignTranslations, mayViewCampaign, mayViewJob, storedTranslations, type JobViewer } from "./campaigns.js";

const open = { exclusive: false, programmeId: null };
const trackB = { exclusive: true, programmeId: "kyouth-2025" };
const other = { exclusive: true, programmeId: "ca-2027" };
const visitor: JobViewer = { jobAdmin: false, representing: null, memberships: new Set() };
const member: JobViewer = { jobAdmin: false, representing: null, memberships: new Set(["kyouth-2025"]) };
const jobAdmin: JobViewer = { jobAdmin: true, representing: null, memberships: new Set() };
const representative: JobViewer = { jobAdmin: false, representing: "kopicloud", memberships: new Set() };

describe("mayViewCampaign: an exclusive campaign admits its programme's members and JOB_ADMIN", () => {
  it("a non-exclusive campaign admits everyone", () => {
    for (const v of [visitor, member, jobAdmin]) expect(mayViewCampaign(open, v)).toBe(true);
  });
  it("an exclusive campaign admits members of its programme only", () => {
    expect(mayViewCampaign(trackB, visitor)).toBe(false);
    expect(mayViewCampaign(trackB, member)).toBe(true);
    expect(mayViewCampaign(other, member)).toBe(false);
  });
  it("JOB_ADMIN sees every campaign", () => {
    expect(mayViewCampaign(trackB, jobAdmin)).toBe(true);
  });
  it("an exclusive campaign without a programme admits only JOB_ADMIN", () => {
    const orphan = { exclusive: true, programmeId: null };
    expect(mayViewCampaign(orphan, member)).toBe(false);
    expect(mayViewCampaign(orphan, jobAdmin)).toBe(true);
  });
});

describe("mayViewJob: a job in any exclusive campaign is hidden from non-members", () => {
  it("a job in no campaign, or only open ones, is visible", () => {
    expect(mayViewJob([], visitor, "harbourpay")).toBe(true);
    expect(mayViewJob([open], visitor, "harbourpay")).toBe(true);
  });
  it("one exclusive campaign the viewer is not admitted to hides it", () => {
    expect(mayViewJob([open, trackB], visitor, "harbourpay")).toBe(false);
    expect(mayViewJob([trackB, other], member, "harbourpay")).toBe(false);
    expect(mayViewJob([open, trackB], member, "harbourpay")).toBe(true);
  });
});

describe("mayViewJob: the employer's own representatives always see its jobs, exclusive ones included", () => {
  it("their own employer's Track B job is visible; another employer's is not", () => {
    expect(mayViewJob([trackB], representative, "kopicloud")).toBe(true);
    expect(mayViewJob([trackB], representative, "harbourpay")).toBe(false);
  });
});

describe("rule: a campaign's title and description are served in the asked language, English where not translated", () => {
  const kyouth = {
    title: "KYouth jobs",
    description: "Entry-level roles.",
    translations: { "zh-Hant": { title: "KYouth 職位", description: " " } },
  };
  it("English without a language, and for English", () => {
    expect(campaignText(kyouth, "title", undefined)).toBe("KYouth jobs");
    expect(campaignText(kyouth, "title", "en")).toBe("KYouth jobs");
  });
  it("the translation where one is written; the English text where it is missing or blank", () => {
    expect(campaignText(kyouth, "title", "zh_Hant")).toBe("KYouth 職位");
    expect(campaignText(kyouth, "description", "zh_Hant")).toBe("Entry-level roles.");
    expect(campaignText(kyouth, "title", "zh_Hans")).toBe("KYouth jobs");
  });
  it("lists both other languages, with empty texts where none is written", () => {
    expect(campaignTranslations(kyouth)).toEqual([
      { language: "zh_Hant", title: "KYouth 職位", description: " " },
      { language: "zh_Hans", title: "", description: "" },
    ]);
  });
  it("stores only what is written, and never English", () => {
    expect(
      storedTranslations([
        { language: "zh_Hans", title: "KYouth 职位", description: "" },
        { language: "zh_Hant", title: "", description: "" },
        { language: "en", title: "Ignored", description: "Ignored" },
      ]),
    ).toEqual({ "zh-Hans": { title: "KYouth 职位" } });
  });
});
