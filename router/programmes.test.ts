/**
 * A programme application through the router in both runtime modes: a learner reads the open programme and its
 * registration form, applies (a value outside a list is refused on its field first), a course admin moves the
 * application to an offer, and the learner accepts; the learner's history carries every stage with its date, and a
 * learner cannot move their own application.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { KYOUTH_2025_ANSWERS, kyouth2025Answers, logIn, ROUTER_MODES, routerSuite } from "./testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;

const answers = kyouth2025Answers;

const APPLY = `mutation($answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: "kyouth-2025", answers: $answers) { id status } }`;
const MOVE = `mutation($id: ID!, $to: ApplicationStatus!) { moveApplication(id: $id, to: $to) { status } }`;

describe.each(ROUTER_MODES)("a programme application through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("form → refused value → application → admin moves it to an offer → the learner accepts", async () => {
    const learner = await logIn(router.url, student.email);
    const programme = await learner.graphql<{ programme: { applicationOpen: boolean; registrationForm: { fields: { name: string }[] } } }>(
      `{ programme(id: "kyouth-2025") { applicationOpen registrationForm { fields { name } } } }`,
    );
    expect(programme.json.errors).toBeUndefined();
    expect(programme.json.data!.programme.applicationOpen).toBe(true);
    const fieldNames = programme.json.data!.programme.registrationForm.fields.map((f) => f.name);
    for (const name of Object.keys(KYOUTH_2025_ANSWERS)) expect(fieldNames).toContain(name);

    const refused = await learner.graphql(APPLY, { answers: answers({ state: "Atlantis" }) });
    expect(refused.json.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(Object.keys((refused.json.errors?.[0]?.extensions as { fields?: object } | undefined)?.fields ?? {})).toEqual(["state"]);

    const applied = await learner.graphql<{ applyToProgramme: { id: string; status: string } }>(APPLY, { answers: answers() });
    expect(applied.json.errors).toBeUndefined();
    const id = applied.json.data!.applyToProgramme.id;
    expect(applied.json.data!.applyToProgramme.status).toBe("SUBMITTED");

    const selfMove = await learner.graphql(MOVE, { id, to: "ONLINE_ASSESSMENT" });
    expect(selfMove.json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const admin = await logIn(router.url, courseAdmin.email);
    for (const to of ["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"]) {
      const moved = await admin.graphql<{ moveApplication: { status: string } }>(MOVE, { id, to });
      expect(moved.json.errors).toBeUndefined();
      expect(moved.json.data!.moveApplication.status).toBe(to);
    }

    const accepted = await learner.graphql<{ acceptOffer: { status: string } }>(`mutation($id: ID!) { acceptOffer(id: $id) { status } }`, {
      id,
    });
    expect(accepted.json.errors).toBeUndefined();
    expect(accepted.json.data!.acceptOffer.status).toBe("ACCEPTED");

    const mine = await learner.graphql<{ myApplications: { id: string; history: { status: string; at: string }[] }[] }>(
      `{ myApplications { id history { status at } } }`,
    );
    const history = mine.json.data!.myApplications.find((a) => a.id === id)!.history;
    expect(history.map((h) => h.status)).toEqual(["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED", "ACCEPTED"]);
    for (const h of history) expect(Number.isNaN(Date.parse(h.at))).toBe(false);
  });
});
