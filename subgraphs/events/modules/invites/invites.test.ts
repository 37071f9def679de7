/**
 * Invite codes behind event sign-up links as the router calls them: issuing (JOB_ADMIN), checking (visitors), counting
 * once per person with a registration or an exhibitor joining, expiry at its instant, limits (also under a race),
 * withdrawal, and the attendees an exhibitor sees.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventInviteCodes } from "../../../../drizzle/schema/events.js";
import type { Caller } from "../../../shared/viewer.js";
import { codeOf, eventsTestbed, fieldsOf, NOW, person, reasonOf, visitor } from "../../testing.js";

const bed = eventsTestbed();
const admin = () => person("JOB_ADMIN");

const CODE_FIELDS = `code purpose label expiresAt maxUses uses revoked problem signUpLink jobSeekerSignUpLink employer { id } event { id }`;
const CREATE = `mutation($input: CreateEventInviteCodeInput!) { createEventInviteCode(input: $input) { ${CODE_FIELDS} } }`;
const REVOKE = `mutation($code: ID!) { revokeEventInviteCode(code: $code) { ${CODE_FIELDS} } }`;
const CHECK = `query($code: String!, $eventId: ID) { eventInvite(code: $code, eventId: $eventId) { valid problem purpose event { id } employer { id } } }`;
const LIST = `query($eventId: ID!) { eventInviteCodes(eventId: $eventId) { items { code uses } pageInfo { pageSize totalCount } } }`;
const REGISTER = `mutation($input: RegisterForEventInput!) { registerForEvent(input: $input) { id status } }`;
const JOIN = `mutation($code: String!, $eventId: ID) { joinEventAsExhibitor(code: $code, eventId: $eventId) { employer { id } event { id } } }`;
const ATTENDEES = `query($eventId: ID!) { eventAttendees(eventId: $eventId) { items { user { id } jobSeeker } pageInfo { totalCount } } }`;

interface Code {
  code: string;
  purpose: string;
  uses: number;
  maxUses: number | null;
  revoked: boolean;
  problem: string | null;
  signUpLink: string;
  jobSeekerSignUpLink: string | null;
  employer: { id: string } | null;
}

async function issue(input: Record<string, unknown>, caller: Caller = admin()) {
  return bed.client.exec<{ createEventInviteCode: Code }>(
    CREATE,
    { input: { purpose: "learn", label: "Newsletter", ...input } },
    { caller },
  );
}
const check = async (code: string, eventId?: string) =>
  (await bed.client.exec<{ eventInvite: { valid: boolean; problem: string | null } }>(CHECK, { code, eventId }, { caller: visitor() }))
    .data!.eventInvite;
const registerWith = (caller: Caller, eventId: string, inviteCode: string, jobSeeker = false, share = true) =>
  bed.client.exec<{ registerForEvent: { id: string; status: string } }>(
    REGISTER,
    { input: { eventId, inviteCode, jobSeeker, shareWithExhibitors: share } },
    { caller },
  );

describe("issuing codes (JOB_ADMIN runs events)", () => {
  it("a learn code for the event, with the SPEC's sign-up links", async () => {
    const id = await bed.addEvent();
    const r = await issue({ eventId: id });
    expect(r.errors).toBeUndefined();
    const code = r.data!.createEventInviteCode;
    expect(code).toMatchObject({ purpose: "learn", uses: 0, revoked: false, problem: null, employer: null });
    expect(code.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(code.signUpLink).toBe(`/signup?purpose=learn&invite_code=${code.code}&next=event-reg&event_id=${id}`);
    expect(code.jobSeekerSignUpLink).toBe(`${code.signUpLink}&role=jobseeker`);
  });
  it("a recruit code names one of the event's exhibitors; any other employer is BAD_USER_INPUT", async () => {
    const id = await bed.addEvent();
    const ok = await issue({ eventId: id, purpose: "recruit", employerId: "kopicloud", label: "KopiCloud booth" });
    expect(ok.data!.createEventInviteCode).toMatchObject({ purpose: "recruit", employer: { id: "kopicloud" }, jobSeekerSignUpLink: null });
    expect(ok.data!.createEventInviteCode.signUpLink).toContain("purpose=recruit");
    const stranger = await issue({ eventId: id, purpose: "recruit", employerId: "rimba-health" });
    expect([codeOf(stranger), Object.keys(fieldsOf(stranger) ?? {})]).toEqual(["BAD_USER_INPUT", ["employerId"]]);
    expect(codeOf(await issue({ eventId: id, purpose: "recruit" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await issue({ eventId: id, employerId: "kopicloud" }))).toBe("BAD_USER_INPUT");
  });
  it("an expiry in the past, a limit of 0 and a one-letter label are BAD_USER_INPUT; an unknown event NOT_FOUND", async () => {
    const id = await bed.addEvent();
    expect(codeOf(await issue({ eventId: id, expiresAt: NOW.toISOString() }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await issue({ eventId: id, maxUses: 0 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await issue({ eventId: id, label: "x" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await issue({ eventId: id, expiresAt: "tomorrow" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await issue({ eventId: "no-such-event" }))).toBe("NOT_FOUND");
  });
  it("anyone else is FORBIDDEN before the input is read, visitors UNAUTHENTICATED", async () => {
    for (const roles of [["STUDENT"], ["TALENT_ADMIN"], ["EVENT_EXHIBITOR"]] as const)
      expect(codeOf(await issue({ eventId: "" }, person(...roles)))).toBe("FORBIDDEN");
    expect(codeOf(await issue({ eventId: "" }, visitor()))).toBe("UNAUTHENTICATED");
    expect(codeOf(await bed.client.exec(LIST, { eventId: "x" }, { caller: person() }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(REVOKE, { code: "x" }, { caller: person() }))).toBe("FORBIDDEN");
  });
  it("the organiser lists an event's codes newest first, 20 a page", async () => {
    const id = await bed.addEvent();
    const a = (await issue({ eventId: id })).data!.createEventInviteCode.code;
    bed.setNow(new Date(NOW.getTime() + 1000));
    const b = (await issue({ eventId: id })).data!.createEventInviteCode.code;
    bed.setNow();
    const r = await bed.client.exec<{
      eventInviteCodes: { items: { code: string }[]; pageInfo: { pageSize: number; totalCount: number } };
    }>(LIST, { eventId: id }, { caller: admin() });
    expect(r.data!.eventInviteCodes.items.map((c) => c.code)).toEqual([b, a]);
    expect(r.data!.eventInviteCodes.pageInfo).toEqual({ pageSize: 20, totalCount: 2 });
  });
});

describe("rule: a code works until it expires, runs out or is withdrawn", () => {
  it("one second before its expiry it works; at the expiry it is EXPIRED", async () => {
    const id = await bed.addEvent();
    const code = (await issue({ eventId: id, expiresAt: new Date(NOW.getTime() + 60_000).toISOString() })).data!.createEventInviteCode.code;
    bed.setNow(new Date(NOW.getTime() + 59_000));
    expect(await check(code, id)).toMatchObject({ valid: true, problem: null });
    bed.setNow(new Date(NOW.getTime() + 60_000));
    expect(await check(code, id)).toMatchObject({ valid: false, problem: "EXPIRED" });
    const late = await registerWith(person(), id, code);
    bed.setNow();
    expect([codeOf(late), reasonOf(late)]).toEqual(["CONFLICT", "EXPIRED"]);
  });
  it("a visitor's check names the event; an unknown code is UNKNOWN; another event's is WRONG_EVENT", async () => {
    const id = await bed.addEvent();
    const other = await bed.addEvent();
    const code = (await issue({ eventId: id })).data!.createEventInviteCode.code;
    const r = await bed.client.exec<{ eventInvite: unknown }>(CHECK, { code: code.toLowerCase(), eventId: id }, { caller: visitor() });
    expect(r.data!.eventInvite).toEqual({ valid: true, problem: null, purpose: "learn", event: { id }, employer: null });
    expect(await check("NOPE", id)).toMatchObject({ valid: false, problem: "UNKNOWN" });
    expect(await check(code, other)).toMatchObject({ valid: false, problem: "WRONG_EVENT" });
    expect(reasonOf(await registerWith(person(), other, code))).toBe("WRONG_EVENT");
  });
  it("registering with a code counts it once per person, even after cancelling and coming back", async () => {
    const id = await bed.addEvent();
    const code = (await issue({ eventId: id, maxUses: 5 })).data!.createEventInviteCode.code;
    const p = person();
    const first = (await registerWith(p, id, code)).data!.registerForEvent;
    await bed.client.exec(`mutation($id: ID!) { cancelEventRegistration(id: $id) { id } }`, { id: first.id }, { caller: p });
    expect((await registerWith(p, id, code)).errors).toBeUndefined();
    await registerWith(person(), id, code);
    const [row] = await bed.database.db.select().from(eventInviteCodes).where(eq(eventInviteCodes.code, code));
    expect(row!.uses).toBe(2);
  });
  it("a code for 3 uses and 10 people registering with it at once: exactly 3 get through", async () => {
    const id = await bed.addEvent();
    const code = (await issue({ eventId: id, maxUses: 3 })).data!.createEventInviteCode.code;
    const results = await Promise.all(Array.from({ length: 10 }, () => registerWith(person(), id, code)));
    expect(results.filter((r) => !r.errors).length).toBe(3);
    expect(results.filter((r) => reasonOf(r) === "USED_UP").length).toBe(7);
    expect(await check(code, id)).toMatchObject({ valid: false, problem: "USED_UP" });
  });
  it("a withdrawn code stops working; its uses stay counted", async () => {
    const id = await bed.addEvent();
    const code = (await issue({ eventId: id })).data!.createEventInviteCode.code;
    await registerWith(person(), id, code);
    const r = await bed.client.exec<{ revokeEventInviteCode: Code }>(REVOKE, { code }, { caller: admin() });
    expect(r.data!.revokeEventInviteCode).toMatchObject({ revoked: true, uses: 1, problem: "REVOKED" });
    expect(reasonOf(await registerWith(person(), id, code))).toBe("REVOKED");
  });
  it("an attendee cannot register with a recruit code: BAD_USER_INPUT on the code", async () => {
    const id = await bed.addEvent();
    const code = (await issue({ eventId: id, purpose: "recruit", employerId: "kopicloud" })).data!.createEventInviteCode.code;
    const r = await registerWith(person(), id, code);
    expect([codeOf(r), Object.keys(fieldsOf(r) ?? {})]).toEqual(["BAD_USER_INPUT", ["inviteCode"]]);
  });
});

describe("the recruit side and the attendees they see", () => {
  it("an exhibitor joins with their recruit code and then sees only registered attendees who agreed to share", async () => {
    const id = await bed.addEvent({ capacity: 3 });
    const learn = (await issue({ eventId: id })).data!.createEventInviteCode.code;
    const recruit = (await issue({ eventId: id, purpose: "recruit", employerId: "harbourpay" })).data!.createEventInviteCode.code;
    const [sharing, seeker, privateOne, waiting] = [person(), person(), person(), person()];
    await registerWith(sharing!, id, learn);
    await registerWith(seeker!, id, learn, true);
    await registerWith(privateOne!, id, learn, false, false);
    await registerWith(waiting!, id, learn);
    const exhibitor = person("EVENT_EXHIBITOR");
    expect(codeOf(await bed.client.exec(ATTENDEES, { eventId: id }, { caller: exhibitor }))).toBe("FORBIDDEN");
    const joined = await bed.client.exec<{ joinEventAsExhibitor: unknown }>(JOIN, { code: recruit, eventId: id }, { caller: exhibitor });
    expect(joined.data!.joinEventAsExhibitor).toEqual({ employer: { id: "harbourpay" }, event: { id } });
    const seen = await bed.client.exec<{ eventAttendees: { items: { user: { id: string }; jobSeeker: boolean }[] } }>(
      ATTENDEES,
      { eventId: id },
      { caller: exhibitor },
    );
    expect(seen.data!.eventAttendees.items).toEqual([
      { user: { id: sharing!.viewer!.id }, jobSeeker: false },
      { user: { id: seeker!.viewer!.id }, jobSeeker: true },
    ]);
    const organiser = await bed.client.exec<{ eventAttendees: { pageInfo: { totalCount: number } } }>(
      ATTENDEES,
      { eventId: id },
      { caller: admin() },
    );
    expect(organiser.data!.eventAttendees.pageInfo.totalCount).toBe(2);
  });
  it("joining twice counts once; a learner or a learn code cannot join as an exhibitor", async () => {
    const id = await bed.addEvent();
    const recruit = (await issue({ eventId: id, purpose: "recruit", employerId: "kopicloud" })).data!.createEventInviteCode.code;
    const exhibitor = person("EVENT_EXHIBITOR");
    await bed.client.exec(JOIN, { code: recruit }, { caller: exhibitor });
    await bed.client.exec(JOIN, { code: recruit }, { caller: exhibitor });
    const [row] = await bed.database.db.select().from(eventInviteCodes).where(eq(eventInviteCodes.code, recruit));
    expect(row!.uses).toBe(1);
    expect(codeOf(await bed.client.exec(JOIN, { code: recruit }, { caller: person() }))).toBe("FORBIDDEN");
    const learn = (await issue({ eventId: id })).data!.createEventInviteCode.code;
    expect(codeOf(await bed.client.exec(JOIN, { code: learn }, { caller: person("EVENT_EXHIBITOR") }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await bed.client.exec(JOIN, { code: "NOPE" }, { caller: person("EVENT_EXHIBITOR") }))).toBe("NOT_FOUND");
  });
  it("an exhibitor of one event sees nothing of another", async () => {
    const id = await bed.addEvent();
    const other = await bed.addEvent();
    const recruit = (await issue({ eventId: id, purpose: "recruit", employerId: "kopicloud" })).data!.createEventInviteCode.code;
    const exhibitor = person("EVENT_EXHIBITOR");
    await bed.client.exec(JOIN, { code: recruit }, { caller: exhibitor });
    expect(codeOf(await bed.client.exec(ATTENDEES, { eventId: other }, { caller: exhibitor }))).toBe("FORBIDDEN");
    const mine = await bed.client.exec<{ myExhibitorMemberships: { event: { id: string } }[] }>(
      `{ myExhibitorMemberships { event { id } } }`,
      {},
      { caller: exhibitor },
    );
    expect(mine.data!.myExhibitorMemberships.map((m) => m.event.id)).toEqual([id]);
  });
});
