/**
 * Team registration as the router calls it (SPEC §5: teams of 3–4 students in years 1–4 for one event, individuals not
 * accepted): a lead registers the team, members join with its code, each member registered once, places count teams,
 * disbanding frees the place for the first waiting team.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventRegistrations, eventTable } from "../../../../drizzle/schema/events.js";
import type { Caller } from "../../../shared/viewer.js";
import { codeOf, eventsTestbed, fieldsOf, NOW, person, reasonOf, visitor } from "../../testing.js";

const bed = eventsTestbed();
const TEAM_RULES = { minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 };
const teamEvent = (changes: Parameters<typeof bed.addEvent>[0] = {}, placesTaken = 0) =>
  bed.addEvent({ team: TEAM_RULES, capacity: 10, ...changes }, placesTaken);

const TEAM_FIELDS = /* GraphQL */ `
  id
  name
  status
  waitlistPosition
  memberCount
  complete
  viewerIsLead
  joinCode
  members {
    registrationId
    user {
      id
    }
    lead
    yearOfStudy
  }
  event {
    id
    placesLeft
  }
`;
const REGISTER_TEAM = `mutation($input: RegisterEventTeamInput!) { registerEventTeam(input: $input) { ${TEAM_FIELDS} } }`;
const JOIN_TEAM = `mutation($input: JoinEventTeamInput!) { joinEventTeam(input: $input) { ${TEAM_FIELDS} } }`;
const DISBAND = `mutation($id: ID!) { disbandEventTeam(id: $id) { ${TEAM_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelEventRegistration(id: $id) { id status } }`;
const MY_REGISTRATION = `query($id: ID!) { event(id: $id) { viewerRegistration { id status yearOfStudy team { ${TEAM_FIELDS} } } } }`;

interface Team {
  id: string;
  name: string;
  status: string;
  waitlistPosition: number | null;
  memberCount: number;
  complete: boolean;
  viewerIsLead: boolean;
  joinCode: string | null;
  members: { registrationId: string; user: { id: string }; lead: boolean; yearOfStudy: number }[];
  event: { id: string; placesLeft: number | null };
}

const registerTeam = (caller: Caller, eventId: string, name = `Team ${Math.random().toString(36).slice(2, 8)}`, yearOfStudy = 2) =>
  bed.client.exec<{ registerEventTeam: Team }>(REGISTER_TEAM, { input: { eventId, name, yearOfStudy } }, { caller });
const join = (caller: Caller, joinCode: string, yearOfStudy = 3) =>
  bed.client.exec<{ joinEventTeam: Team }>(JOIN_TEAM, { input: { joinCode, yearOfStudy } }, { caller });
const myRegistration = async (caller: Caller, eventId: string) =>
  (
    await bed.client.exec<{ event: { viewerRegistration: { id: string; status: string; yearOfStudy: number; team: Team | null } | null } }>(
      MY_REGISTRATION,
      { id: eventId },
      { caller },
    )
  ).data!.event.viewerRegistration;

/** A team of `size` (lead included) at `eventId`; returns the lead, the members and the team. */
async function teamOf(eventId: string, size: number) {
  const lead = person();
  const team = (await registerTeam(lead, eventId)).data!.registerEventTeam;
  const members = Array.from({ length: size - 1 }, () => person());
  for (const m of members) await join(m, team.joinCode!);
  return { lead, members, team };
}

describe("rule: a team's lead registers it and shares its code", () => {
  it("the lead is registered with the team, sees its code, and the team needs two more members", async () => {
    const id = await teamEvent();
    const lead = person();
    const r = await registerTeam(lead, id, "Byte Sized", 1);
    expect(r.errors).toBeUndefined();
    const team = r.data!.registerEventTeam;
    expect(team).toMatchObject({ name: "Byte Sized", status: "Registered", memberCount: 1, complete: false, viewerIsLead: true });
    expect(team.joinCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(team.members).toEqual([{ registrationId: expect.any(String), user: { id: lead.viewer!.id }, lead: true, yearOfStudy: 1 }]);
    expect(team.event.placesLeft).toBe(9);
    expect(await myRegistration(lead, id)).toMatchObject({ status: "Registered", yearOfStudy: 1, team: { id: team.id } });
  });
  it("a team of 3 is complete, a fourth member fits, a fifth is CONFLICT TEAM_FULL", async () => {
    const id = await teamEvent();
    const { lead, team } = await teamOf(id, 3);
    const three = await myRegistration(lead, id);
    expect(three!.team).toMatchObject({ memberCount: 3, complete: true });
    const fourth = await join(person(), team.joinCode!);
    expect(fourth.data!.joinEventTeam).toMatchObject({ memberCount: 4, complete: true, viewerIsLead: false, joinCode: null });
    const fifth = await join(person(), team.joinCode!);
    expect([codeOf(fifth), reasonOf(fifth)]).toEqual(["CONFLICT", "TEAM_FULL"]);
  });
  it("members see each other; the code is the lead's alone; places count teams, not members", async () => {
    const id = await teamEvent();
    const { lead, members, team } = await teamOf(id, 3);
    const seenByMember = (await myRegistration(members[0]!, id))!.team!;
    expect(seenByMember.members.map((m) => m.user.id)).toEqual([lead.viewer!.id, ...members.map((m) => m.viewer!.id)]);
    expect(seenByMember.joinCode).toBeNull();
    expect(team.event.placesLeft).toBe(9);
    const [event] = await bed.database.db.select().from(eventTable).where(eq(eventTable.id, id));
    expect(event!.placesTaken).toBe(1);
  });
  it("a team is not readable by reference for someone outside it", async () => {
    const id = await teamEvent();
    const { team } = await teamOf(id, 1);
    const q = `query { _entities(representations: [{ __typename: "EventTeam", id: "${team.id}" }]) { ... on EventTeam { id } } }`;
    expect((await bed.client.exec<{ _entities: unknown[] }>(q, {}, { caller: person() })).data!._entities).toEqual([null]);
  });
});

describe("rule: students in years 1–4 only", () => {
  it("year 0 and year 5 are BAD_USER_INPUT on the year field; 1 and 4 are accepted", async () => {
    const id = await teamEvent();
    for (const year of [0, 5]) {
      const r = await registerTeam(person(), id, undefined, year);
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)).toHaveProperty("yearOfStudy");
    }
    const lead = await registerTeam(person(), id, undefined, 1);
    expect(lead.errors).toBeUndefined();
    const code = lead.data!.registerEventTeam.joinCode!;
    expect(codeOf(await join(person(), code, 5))).toBe("BAD_USER_INPUT");
    expect((await join(person(), code, 4)).errors).toBeUndefined();
  });
  it("someone who is not a student is FORBIDDEN before the input is read", async () => {
    const r = await bed.client.exec(
      REGISTER_TEAM,
      { input: { eventId: "", name: "", yearOfStudy: 99 } },
      { caller: person("COMPANY_REPRESENTATIVE") },
    );
    expect(codeOf(r)).toBe("FORBIDDEN");
    expect(
      codeOf(await bed.client.exec(JOIN_TEAM, { input: { joinCode: "", yearOfStudy: 0 } }, { caller: person("EVENT_EXHIBITOR") })),
    ).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(JOIN_TEAM, { input: { joinCode: "", yearOfStudy: 0 } }, { caller: visitor() }))).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("rule: individuals are not accepted, and each member is registered once", () => {
  it("registering alone at a team event is CONFLICT TEAM_EVENT; a team at an individual event NOT_TEAM_EVENT", async () => {
    const id = await teamEvent();
    const alone = await bed.client.exec(
      `mutation($id: ID!) { registerForEvent(input: { eventId: $id }) { id } }`,
      { id },
      { caller: person() },
    );
    expect(reasonOf(alone)).toBe("TEAM_EVENT");
    const plain = await bed.addEvent();
    expect(reasonOf(await registerTeam(person(), plain))).toBe("NOT_TEAM_EVENT");
  });
  it("a member of one team cannot join another, nor lead a second: ALREADY_REGISTERED", async () => {
    const id = await teamEvent();
    const a = await teamOf(id, 2);
    const b = await teamOf(id, 1);
    expect(reasonOf(await join(a.members[0]!, b.team.joinCode!))).toBe("ALREADY_REGISTERED");
    expect(reasonOf(await registerTeam(a.lead, id))).toBe("ALREADY_REGISTERED");
    expect(reasonOf(await join(a.members[0]!, a.team.joinCode!))).toBe("ALREADY_REGISTERED");
  });
  it("two teams at one event cannot share a name, whatever its case", async () => {
    const id = await teamEvent();
    await registerTeam(person(), id, "Night Owls");
    const r = await registerTeam(person(), id, "night owls");
    expect([codeOf(r), reasonOf(r)]).toEqual(["CONFLICT", "TEAM_NAME_TAKEN"]);
  });
  it("five people joining a team of 2 at once: exactly 2 get in", async () => {
    const id = await teamEvent();
    const { team } = await teamOf(id, 2);
    const results = await Promise.all(Array.from({ length: 5 }, () => join(person(), team.joinCode!)));
    expect(results.filter((r) => !r.errors).length).toBe(2);
    expect(results.filter((r) => reasonOf(r) === "TEAM_FULL").length).toBe(3);
    const members = await bed.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.teamId, team.id));
    expect(members).toHaveLength(4);
  });
  it("an unknown code is NOT_FOUND; a code is read whatever its case and spaces", async () => {
    const id = await teamEvent();
    expect(codeOf(await join(person(), "NOSUCHCODE"))).toBe("NOT_FOUND");
    const { team } = await teamOf(id, 1);
    expect((await join(person(), `  ${team.joinCode!.toLowerCase()} `)).errors).toBeUndefined();
  });
  it("joining outside the registration period is refused like registering", async () => {
    const id = await teamEvent();
    const { team } = await teamOf(id, 1);
    bed.setNow(new Date(NOW.getTime() + 24 * 86_400_000));
    const r = await join(person(), team.joinCode!);
    bed.setNow();
    expect(reasonOf(r)).toBe("REGISTRATION_CLOSED");
  });
});

describe("places count teams; leaving and disbanding", () => {
  it("a full team event waitlists the next team, and its members join it waitlisted", async () => {
    const id = await teamEvent({ capacity: 1 });
    await teamOf(id, 3);
    const second = await teamOf(id, 2);
    expect(second.team).toMatchObject({ status: "Waitlisted", waitlistPosition: 1 });
    expect(await myRegistration(second.members[0]!, id)).toMatchObject({ status: "Waitlisted" });
  });
  it("disbanding a registered team cancels every member and moves the first waiting team (with its members) up", async () => {
    const id = await teamEvent({ capacity: 1 });
    const first = await teamOf(id, 3);
    const second = await teamOf(id, 2);
    const third = await teamOf(id, 1);
    const r = await bed.client.exec<{ disbandEventTeam: Team }>(DISBAND, { id: first.team.id }, { caller: first.lead });
    expect(r.data!.disbandEventTeam).toMatchObject({ status: "Cancelled", memberCount: 0, joinCode: null });
    expect(await myRegistration(first.members[0]!, id)).toBeNull();
    expect(await myRegistration(second.lead, id)).toMatchObject({ status: "Registered", team: { status: "Registered" } });
    expect(await myRegistration(second.members[0]!, id)).toMatchObject({ status: "Registered" });
    expect((await myRegistration(third.lead, id))!.team).toMatchObject({ status: "Waitlisted", waitlistPosition: 1 });
    expect(reasonOf(await join(person(), first.team.joinCode!))).toBe("TEAM_DISBANDED");
  });
  it("only the lead disbands: a member is FORBIDDEN, an outsider NOT_FOUND", async () => {
    const id = await teamEvent();
    const { members, team } = await teamOf(id, 2);
    expect(codeOf(await bed.client.exec(DISBAND, { id: team.id }, { caller: members[0]! }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(DISBAND, { id: team.id }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await bed.client.exec(DISBAND, { id: "nope" }, { caller: person() }))).toBe("NOT_FOUND");
  });
  it("a member leaves with cancelEventRegistration; the lead is told to disband (TEAM_LEAD)", async () => {
    const id = await teamEvent();
    const { lead, members } = await teamOf(id, 3);
    const mine = (await myRegistration(members[0]!, id))!;
    const left = await bed.client.exec<{ cancelEventRegistration: { status: string } }>(CANCEL, { id: mine.id }, { caller: members[0]! });
    expect(left.data!.cancelEventRegistration.status).toBe("Cancelled");
    expect((await myRegistration(lead, id))!.team).toMatchObject({ memberCount: 2, complete: false });
    const leads = (await myRegistration(lead, id))!;
    expect(reasonOf(await bed.client.exec(CANCEL, { id: leads.id }, { caller: lead }))).toBe("TEAM_LEAD");
    const [event] = await bed.database.db.select().from(eventTable).where(eq(eventTable.id, id));
    expect(event!.placesTaken).toBe(1);
  });
});
