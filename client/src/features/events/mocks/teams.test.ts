/**
 * The teams mock follows the server's rules (rules/teams.ts, rules/registration.ts) and the API's descriptions: a
 * student registers a team as its lead and members join with its code, within the event's years and sizes; places
 * count teams and members follow their team's status; disbanding cancels every member and promotes the first waiting
 * team; a member leaving frees no place, and the lead cannot leave.
 */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { addAccount } from "../../../mocks/session";
import { recruiter, loginAs, mei } from "../../../test/session";
import { REGISTRATION_CONFLICTS } from "@server/events/modules/registration/rules/conflicts";
import { TEAM_LIMITS } from "@server/events/modules/registration/rules/teams";
import { addMockEventTeam, mockEvent, mockEventsState, takeMockEventPlaces } from ".";

const TEAM_EVENT = "penang-schools-outreach";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { code?: string; reason?: string; fields?: Record<string, string> } }[];
  };
}
const errorOf = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions;

const TEAM = `id name status waitlistPosition memberCount complete viewerIsLead joinCode
  members { registrationId lead yearOfStudy user { id displayName } }
  event { id placesLeft viewerRegistration { id status yearOfStudy team { id } } }`;
const REGISTER = `mutation($input: RegisterEventTeamInput!) { registerEventTeam(input: $input) { ${TEAM} } }`;
const JOIN = `mutation($input: JoinEventTeamInput!) { joinEventTeam(input: $input) { ${TEAM} } }`;
const DISBAND = `mutation($id: ID!) { disbandEventTeam(id: $id) { id status memberCount joinCode event { id placesLeft viewerRegistration { id } } } }`;
const CANCEL = `mutation($id: ID!) { cancelEventRegistration(id: $id) { id status event { id placesLeft } } }`;

let made = 0;
/** A new student account (the demo accounts hold only two students). */
function student(firstName: string) {
  made += 1;
  const account = {
    id: `5e0e2a55-0000-4c1d-9a7b-${String(made).padStart(12, "0")}`,
    email: `${firstName.toLowerCase()}.${made}@example.com`,
    password: "password123",
    firstName,
    lastName: "Tan",
    roles: ["STUDENT" as const],
  };
  addAccount(account);
  return account;
}

async function registerTeam(name: string, yearOfStudy = 2) {
  return run(REGISTER, { input: { eventId: TEAM_EVENT, name, yearOfStudy } });
}

describe("teams mock", () => {
  it("registers a team with its lead: a place taken, the join code for the lead only, the lead's registration in it", async () => {
    loginAs(mei);
    const placesBefore = 20 - mockEvent(TEAM_EVENT)!.placesTaken;
    const r = await registerTeam("  Byte Club ");
    expect(r.errors).toBeUndefined();
    const team = r.data!.registerEventTeam;
    expect(team).toMatchObject({
      name: "Byte Club",
      status: "Registered",
      waitlistPosition: null,
      memberCount: 1,
      complete: false,
      viewerIsLead: true,
      members: [{ lead: true, yearOfStudy: 2, user: { id: mei.id, displayName: "Mei Ling Tan" } }],
      event: { placesLeft: placesBefore - 1, viewerRegistration: { status: "Registered", yearOfStudy: 2, team: { id: team.id } } },
    });
    expect(team.joinCode).toMatch(new RegExp(`^[A-Z2-9]{${TEAM_LIMITS.joinCodeLength}}$`));

    // A member sees the team but not its code; someone outside it sees no members.
    const member = student("Aiman");
    loginAs(member);
    const joined = (await run(JOIN, { input: { joinCode: team.joinCode.toLowerCase(), yearOfStudy: 1 } })).data!.joinEventTeam;
    expect(joined).toMatchObject({ memberCount: 2, viewerIsLead: false, joinCode: null, event: { placesLeft: placesBefore - 1 } });
    expect(joined.members.map((m: { lead: boolean }) => m.lead)).toEqual([true, false]);
    loginAs(student("Outsider"));
    const seen = await run(`query($id: ID!) { event(id: $id) { viewerRegistration { id } } }`, { id: TEAM_EVENT });
    expect(seen.data!.event.viewerRegistration).toBeNull();
  });

  it("refuses a year outside the event's years, a taken name (whatever its case), a second registration and non-students", async () => {
    loginAs(mei);
    const year = await registerTeam("Year Five", 5);
    expect(errorOf(year)).toMatchObject({ code: "BAD_USER_INPUT", fields: { yearOfStudy: "This event takes students in years 1–4." } });
    const short = await registerTeam("X");
    expect(errorOf(short)).toMatchObject({ code: "BAD_USER_INPUT", fields: { name: "A team name has at least 2 characters." } });
    expect((await registerTeam("Byte Club")).errors).toBeUndefined();
    expect(errorOf(await registerTeam("Other Name"))).toMatchObject({ code: "CONFLICT", reason: "ALREADY_REGISTERED" });
    loginAs(student("Bee"));
    expect(errorOf(await registerTeam("byte club"))).toMatchObject({
      code: "CONFLICT",
      reason: "TEAM_NAME_TAKEN",
      fields: { name: REGISTRATION_CONFLICTS.TEAM_NAME_TAKEN },
    });
    loginAs(recruiter);
    expect(errorOf(await registerTeam("Recruiters"))).toMatchObject({ code: "FORBIDDEN" });
    // A team event takes no one alone; an event that takes people alone takes no team.
    loginAs(student("Cee"));
    const alone = await run(`mutation { registerForEvent(input: { eventId: "${TEAM_EVENT}" }) { id } }`);
    expect(errorOf(alone)).toMatchObject({ reason: "TEAM_EVENT" });
    const notTeam = await run(REGISTER, { input: { eventId: "hk-tech-networking-mixer", name: "Mixers", yearOfStudy: 1 } });
    expect(errorOf(notTeam)).toMatchObject({ reason: "NOT_TEAM_EVENT" });
  });

  it("lets members join up to the team's size, then says it is full; an unknown code is not found", async () => {
    const lead = student("Lead");
    loginAs(lead);
    const { joinCode } = (await registerTeam("Full House")).data!.registerEventTeam;
    for (const name of ["Two", "Three", "Four"]) {
      loginAs(student(name));
      const r = await run(JOIN, { input: { joinCode, yearOfStudy: 3 } });
      expect(r.errors).toBeUndefined();
    }
    loginAs(lead);
    expect((await run(`query { event(id: "${TEAM_EVENT}") { viewerRegistration { team { memberCount complete } } } }`)).data).toEqual({
      event: { viewerRegistration: { team: { memberCount: 4, complete: true } } },
    });
    loginAs(student("Five"));
    expect(errorOf(await run(JOIN, { input: { joinCode, yearOfStudy: 1 } }))).toMatchObject({
      code: "CONFLICT",
      reason: "TEAM_FULL",
      fields: { joinCode: REGISTRATION_CONFLICTS.TEAM_FULL },
    });
    const unknown = await run(JOIN, { input: { joinCode: "NOPE2345", yearOfStudy: 1 } });
    expect(errorOf(unknown)?.code).toBe("NOT_FOUND");
  });

  it("counts places in teams: a full event puts a new team and its members on the waitlist", async () => {
    takeMockEventPlaces(TEAM_EVENT, 20);
    loginAs(mei);
    const team = (await registerTeam("Late Team")).data!.registerEventTeam;
    expect(team).toMatchObject({ status: "Waitlisted", waitlistPosition: 1, event: { placesLeft: 0 } });
    loginAs(student("Joiner"));
    const joined = (await run(JOIN, { input: { joinCode: team.joinCode, yearOfStudy: 1 } })).data!.joinEventTeam;
    expect(joined.event.viewerRegistration.status).toBe("Waitlisted");
  });

  it("disbands a team: every member cancelled, the place to the first waiting team with its members", async () => {
    takeMockEventPlaces(TEAM_EVENT, 19);
    loginAs(mei);
    const held = (await registerTeam("Holders")).data!.registerEventTeam;
    const first = addMockEventTeam(TEAM_EVENT, "First Waiting", student("W1").id, [student("W1b").id]);
    const second = addMockEventTeam(TEAM_EVENT, "Second Waiting", student("W2").id);
    expect([first.status, second.status]).toEqual(["Waitlisted", "Waitlisted"]);
    const member = student("Member");
    loginAs(member);
    await run(JOIN, { input: { joinCode: held.joinCode, yearOfStudy: 1 } });

    // Only the lead disbands: a member is told so, anyone else that there is no such team.
    expect(errorOf(await run(DISBAND, { id: held.id }))?.code).toBe("FORBIDDEN");
    loginAs(student("Stranger"));
    expect(errorOf(await run(DISBAND, { id: held.id }))?.code).toBe("NOT_FOUND");

    loginAs(mei);
    const r = await run(DISBAND, { id: held.id });
    expect(r.data!.disbandEventTeam).toMatchObject({
      status: "Cancelled",
      memberCount: 0,
      joinCode: null,
      event: { placesLeft: 0, viewerRegistration: null },
    });
    const state = mockEventsState();
    expect(state.registrations.filter((x) => x.teamId === held.id).every((x) => x.cancelledAt)).toBe(true);
    expect(state.teams.find((t) => t.id === first.id)!.status).toBe("Registered");
    expect(state.registrations.filter((x) => x.teamId === first.id).map((x) => x.status)).toEqual(["Registered", "Registered"]);
    expect(state.teams.find((t) => t.id === second.id)!.status).toBe("Waitlisted");
    expect(errorOf(await run(DISBAND, { id: held.id }))).toMatchObject({ reason: "ALREADY_CANCELLED" });
  });

  it("a member leaves without freeing the team's place; the lead cannot leave (TEAM_LEAD)", async () => {
    loginAs(mei);
    const team = (await registerTeam("Stayers")).data!.registerEventTeam;
    const leadRegistration = team.event.viewerRegistration.id;
    const member = student("Leaver");
    loginAs(member);
    const joined = (await run(JOIN, { input: { joinCode: team.joinCode, yearOfStudy: 4 } })).data!.joinEventTeam;
    const left = await run(CANCEL, { id: joined.event.viewerRegistration.id });
    expect(left.data!.cancelEventRegistration).toMatchObject({ status: "Cancelled", event: { placesLeft: team.event.placesLeft } });
    loginAs(mei);
    expect(errorOf(await run(CANCEL, { id: leadRegistration }))).toMatchObject({ code: "CONFLICT", reason: "TEAM_LEAD" });
  });
});
