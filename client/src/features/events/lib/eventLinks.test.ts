import { describe, expect, it } from "vitest";
import { DEMO_LEARN_CODE, DEMO_RECRUIT_CODE } from "@server/events/modules/invites/demo-seed-data";
import { signUpLink } from "@server/events/modules/invites/rules/invites";
import { eventLinkParams, eventPageParams, eventSignupDestination, teamInviteLink } from "./eventLinks";

const FAIR = "kl-tech-career-fair";
/** The query of a sign-up link as the server writes it. */
const query = (link: string) => new URLSearchParams(link.slice(link.indexOf("?") + 1));
const learn = query(signUpLink({ code: DEMO_LEARN_CODE, eventId: FAIR, purpose: "learn" }));
const jobSeeker = query(signUpLink({ code: DEMO_LEARN_CODE, eventId: FAIR, purpose: "learn" }, { jobSeeker: true }));
const recruit = query(signUpLink({ code: DEMO_RECRUIT_CODE, eventId: FAIR, purpose: "recruit" }));

describe("eventSignupDestination", () => {
  it("takes a learner to the event's registration with the code", () => {
    expect(eventSignupDestination(learn, ["STUDENT"])).toEqual({
      eventId: FAIR,
      path: `/events/${FAIR}?register=1&invite_code=${DEMO_LEARN_CODE}`,
      exhibitorCode: null,
    });
  });

  it("passes role=jobseeker on", () => {
    expect(eventSignupDestination(jobSeeker, ["STUDENT"])!.path).toBe(
      `/events/${FAIR}?register=1&invite_code=${DEMO_LEARN_CODE}&role=jobseeker`,
    );
  });

  it("has an exhibitor join with the recruit code, then see the attendees", () => {
    expect(eventSignupDestination(recruit, ["EVENT_EXHIBITOR"])).toEqual({
      eventId: FAIR,
      path: `/events/${FAIR}/attendees`,
      exhibitorCode: DEMO_RECRUIT_CODE,
    });
    expect(eventSignupDestination(recruit, ["COMPANY_REPRESENTATIVE"])!.exhibitorCode).toBe(DEMO_RECRUIT_CODE);
  });

  it("sends the recruit side without a recruit code to the event, and a learner with one to the registration without it", () => {
    expect(eventSignupDestination(learn, ["EVENT_EXHIBITOR"])).toEqual({ eventId: FAIR, path: `/events/${FAIR}`, exhibitorCode: null });
    expect(eventSignupDestination(recruit, ["STUDENT"])!.path).toBe(`/events/${FAIR}?register=1`);
  });

  it("is no event link without next=event-reg or an event", () => {
    expect(eventSignupDestination(new URLSearchParams("next=%2Fjobs&event_id=x"), ["STUDENT"])).toBeNull();
    expect(eventSignupDestination(new URLSearchParams("next=event-reg&invite_code=X"), ["STUDENT"])).toBeNull();
    expect(eventSignupDestination(new URLSearchParams("next=event-reg&event_id=%20"), ["STUDENT"])).toBeNull();
  });

  it("keeps the event id inside the events path", () => {
    const path = eventSignupDestination(new URLSearchParams("next=event-reg&event_id=..%2F..%2Fadmin%3Fx"), ["STUDENT"])!.path;
    expect(path).toBe("/events/..%2F..%2Fadmin%3Fx?register=1");
    expect(new URL(path, "http://x.invalid").pathname).toBe("/events/..%2F..%2Fadmin%3Fx");
  });
});

describe("the other event link helpers", () => {
  it("keeps only an event link's own parameters", () => {
    const link = new URLSearchParams(jobSeeker);
    link.set("utm_source", "flyer");
    expect(Object.fromEntries(eventLinkParams(link)!)).toEqual({
      purpose: "learn",
      invite_code: DEMO_LEARN_CODE,
      next: "event-reg",
      event_id: FAIR,
      role: "jobseeker",
    });
    expect(eventLinkParams(new URLSearchParams("next=%2Fjobs"))).toBeNull();
  });

  it("reads the event page's parameters", () => {
    expect(eventPageParams(new URLSearchParams("register=1&invite_code=%20KLFAIR2026&role=jobseeker&team=abcd2345"))).toEqual({
      register: true,
      inviteCode: "KLFAIR2026",
      jobSeeker: true,
      teamCode: "ABCD2345",
    });
    expect(eventPageParams(new URLSearchParams(""))).toEqual({ register: false, inviteCode: null, jobSeeker: false, teamCode: null });
  });

  it("writes a team's invite link", () => {
    expect(teamInviteLink("https://talentforge.example", "penang-schools-outreach", "ABCD2345")).toBe(
      "https://talentforge.example/events/penang-schools-outreach?team=ABCD2345",
    );
  });
});
