/** CV scores against a real database: pasted text and the profile scored against a role, and the history of scores. */
import { describe, expect, it } from "vitest";
import type { Caller } from "../../../shared/viewer.js";
import { ABOUT, ADD_WORK, codeOf, fieldsOf, talentTestbed, work } from "../../testing.js";

const bed = talentTestbed();

const SCORE_TEXT = `query($t: String!, $r: ID!) { scoreCvText(text: $t, roleId: $r) { total role { id } lines criteria { key weight points ratio summary evidence { lineIndex text note } suggestions { lineIndex kind message } } } }`;
const CV_TEXT = [
  "Mei Ling Tan",
  "Summary",
  "Data analyst who turns messy data into decisions.",
  "Experience",
  "Data Analyst, Lantern Analytics, Feb 2023 - Present",
  "- Built Power BI dashboards on SQL views, cutting weekly reporting time by 40%",
  "- Automated data cleaning in Python with pandas, saving 6 hours a week",
  "Education",
  "Universiti Malaya, Bachelor of Science in Statistics, 2018 - 2022, CGPA 3.6",
  "Skills",
  "Python, SQL, Power BI, Excel, Tableau",
].join("\n");
type ScoreData = {
  scoreCvText: { total: number; role: { id: string }; lines: string[]; criteria: { key: string; weight: number; points: number }[] };
};

describe("CV scores", () => {
  const history = async (me: { id: string; caller: Caller }) =>
    (
      await bed.client.exec<{
        user: { cvScoreHistory: { source: string; total: number; role: { id: string }; criteria: { key: string; points: number }[] }[] };
      }>(
        `query($id: ID!) { user(id: $id) { cvScoreHistory { source total role { id } criteria { key points } createdAt } } }`,
        { id: me.id },
        { caller: me.caller },
      )
    ).data!.user.cvScoreHistory;

  it("scores pasted text against a role with the SPEC's weights, and records it once per change", async () => {
    const me = await bed.person();
    const r = await bed.client.exec<ScoreData>(SCORE_TEXT, { t: CV_TEXT, r: "data-science" }, { caller: me.caller });
    expect(r.errors).toBeUndefined();
    const s = r.data!.scoreCvText;
    expect(s.role.id).toBe("data-science");
    expect(s.criteria.map((c) => [c.key, c.weight])).toEqual([
      ["relevance", 45],
      ["experienceDepth", 15],
      ["whatHowResults", 15],
      ["education", 10],
      ["conciseLanguage", 10],
      ["personalInformation", 5],
    ]);
    expect(s.total).toBe(s.criteria.reduce((a, c) => a + c.points, 0));
    expect(s.total).toBeGreaterThan(0);
    expect(s.lines).toContain("Skills");
    await bed.client.exec(SCORE_TEXT, { t: CV_TEXT, r: "data-science" }, { caller: me.caller });
    expect(await history(me)).toHaveLength(1);
    const other = await bed.client.exec<ScoreData>(
      SCORE_TEXT,
      { t: "Experience\nCashier, Kedai Runcit, 2020 - 2021", r: "data-science" },
      { caller: me.caller },
    );
    const h = await history(me);
    expect(h).toHaveLength(2);
    expect(h[0]).toMatchObject({ source: "TEXT", total: other.data!.scoreCvText.total, role: { id: "data-science" } });
    expect(JSON.stringify(h)).not.toContain("Kedai Runcit");
  });
  it("is UNAUTHENTICATED for visitors, BAD_USER_INPUT over 20000 characters or for an unknown role; nothing recorded", async () => {
    const me = await bed.person();
    expect(codeOf(await bed.client.exec(SCORE_TEXT, { t: CV_TEXT, r: "data-science" }))).toBe("UNAUTHENTICATED");
    const long = await bed.client.exec(SCORE_TEXT, { t: "x".repeat(20001), r: "data-science" }, { caller: me.caller });
    expect(codeOf(long)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(long).text).toBeTruthy();
    const role = await bed.client.exec(SCORE_TEXT, { t: CV_TEXT, r: "astronaut" }, { caller: me.caller });
    expect(codeOf(role)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(role).roleId).toBeTruthy();
    expect(await history(me)).toEqual([]);
    expect((await bed.client.exec(SCORE_TEXT, { t: "x".repeat(20000), r: "data-science" }, { caller: me.caller })).errors).toBeUndefined();
  });
  it("scores the profile against the target role, records a snapshot only when the score changes", async () => {
    const me = await bed.person();
    const q = `query($id: ID!, $r: ID) { user(id: $id) { cvScore(roleId: $r) { total role { id } } } }`;
    const score = async (r?: string) =>
      (
        await bed.client.exec<{ user: { cvScore: { total: number; role: { id: string } } | null } }>(
          q,
          { id: me.id, r },
          { caller: me.caller },
        )
      ).data!.user.cvScore;
    expect(await score()).toBeNull();
    await bed.client.exec(`mutation { setTargetRole(roleId: "data-science") { id } }`, {}, { caller: me.caller });
    const empty = await score();
    expect(empty?.role.id).toBe("data-science");
    await score();
    expect(await history(me)).toHaveLength(1);
    await bed.client.exec(ADD_WORK, { i: work }, { caller: me.caller });
    await bed.client.exec(
      ABOUT,
      { i: { bio: "Data analyst.", languages: ["English"], skillIds: ["python", "sql", "power-bi"] } },
      { caller: me.caller },
    );
    const filled = await score();
    expect(filled!.total).toBeGreaterThan(empty!.total);
    const h = await history(me);
    expect(h).toHaveLength(2);
    expect(h[0]).toMatchObject({ source: "PROFILE", total: filled!.total });
    expect((await score("cybersecurity"))?.role.id).toBe("cybersecurity");
    expect(codeOf(await bed.client.exec(q, { id: me.id, r: "astronaut" }, { caller: me.caller }))).toBe("BAD_USER_INPUT");
  });
  it("a score and its history asked for in one query agree (the snapshot just recorded is listed)", async () => {
    const me = await bed.person();
    await bed.client.exec(`mutation { setTargetRole(roleId: "data-science") { id } }`, {}, { caller: me.caller });
    const r = await bed.client.exec<{ user: { cvScore: { total: number }; cvScoreHistory: { source: string; total: number }[] } }>(
      `query($id: ID!) { user(id: $id) { cvScore { total } cvScoreHistory { source total } } }`,
      { id: me.id },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.user.cvScoreHistory[0]).toEqual({ source: "PROFILE", total: r.data!.user.cvScore.total });
  });
  it("cvScoreHistory limit is 1 to 100", async () => {
    const me = await bed.person();
    const q = `query($id: ID!, $n: Int) { user(id: $id) { cvScoreHistory(limit: $n) { total } } }`;
    expect(codeOf(await bed.client.exec(q, { id: me.id, n: 101 }, { caller: me.caller }))).toBe("BAD_USER_INPUT");
    expect((await bed.client.exec(q, { id: me.id, n: 100 }, { caller: me.caller })).errors).toBeUndefined();
  });
});
