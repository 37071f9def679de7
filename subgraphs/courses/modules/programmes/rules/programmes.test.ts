import { describe, expect, it } from "vitest";
import { PROGRAMMES, programmeSeed } from "../seed-data.js";
import { DASHBOARD_LIMITS } from "../../../../shared/dashboard.js";
import {
  applicationClosedReason,
  applicationsCloseAt,
  cohortEndsOn,
  type DashboardProgrammeRef,
  dashboardProgrammes,
  durationAllowed,
  isActiveOnDashboard,
  takesApplications,
} from "./programmes.js";

describe("durationAllowed: the programme is 6 months; sponsored programmes 3 to 9", () => {
  it("a programme that is not sponsored lasts exactly 6 months", () => {
    expect(durationAllowed(false, 6)).toBe(true);
    expect(durationAllowed(false, 5)).toBe(false);
    expect(durationAllowed(false, 7)).toBe(false);
  });
  it("a sponsored programme lasts 3 to 9 months, whole months", () => {
    expect([2, 3, 9, 10].map((m) => durationAllowed(true, m))).toEqual([false, true, true, false]);
    expect(durationAllowed(true, 4.5)).toBe(false);
  });
});

describe("cohortEndsOn: the day before the same date `months` later", () => {
  it("plain, year-crossing and month-end starts", () => {
    expect(cohortEndsOn("2026-01-12", 9)).toBe("2026-10-11");
    expect(cohortEndsOn("2025-11-03", 3)).toBe("2026-02-02");
    expect(cohortEndsOn("2026-03-01", 6)).toBe("2026-08-31");
  });
});

describe("seeded programmes", () => {
  it("every intake's duration is allowed; information sessions have none", () => {
    for (const p of PROGRAMMES) {
      if (p.kind === "INFO_SESSION") expect(p.durationMonths, p.id).toBeNull();
      else expect(durationAllowed(p.sponsored ?? false, p.durationMonths!), p.id).toBe(true);
    }
  });
});

describe("rule: a dashboard programme is active when it takes applications, or is the learner's accepted one while it runs", () => {
  const NOW = new Date("2026-11-27T04:00:00.000Z");
  const p = (id: string, over: Partial<DashboardProgrammeRef> = {}): DashboardProgrammeRef => ({
    id,
    kind: "INTAKE",
    applicationOpen: true,
    showAtDashboard: true,
    cohortStartsOn: "2027-01-11",
    cohortEndsOn: "2027-07-10",
    applicationDeadline: null,
    viewerAccepted: false,
    ...over,
  });
  it("only programmes marked showAtDashboard", () => {
    expect(isActiveOnDashboard(p("a"), NOW)).toBe(true);
    expect(isActiveOnDashboard(p("a", { showAtDashboard: false }), NOW)).toBe(false);
    expect(isActiveOnDashboard(p("a", { showAtDashboard: false, viewerAccepted: true }), NOW)).toBe(false);
  });
  it("taking applications now: the admin's switch and the dates (a started cohort no longer takes them)", () => {
    expect(isActiveOnDashboard(p("a", { applicationOpen: false }), NOW)).toBe(false);
    expect(isActiveOnDashboard(p("a", { cohortStartsOn: "2026-11-02" }), NOW)).toBe(false);
    expect(isActiveOnDashboard(p("a", { cohortStartsOn: "2026-11-02", applicationDeadline: new Date("2026-12-01T00:00:00Z") }), NOW)).toBe(
      true,
    );
  });
  it("a closed programme only for the learner who accepted it, through its cohort's last day", () => {
    const closed = p("a", { applicationOpen: false, cohortStartsOn: "2026-06-01" });
    expect(isActiveOnDashboard(closed, NOW)).toBe(false);
    expect(isActiveOnDashboard({ ...closed, viewerAccepted: true }, NOW)).toBe(true);
    expect(isActiveOnDashboard({ ...closed, viewerAccepted: true, cohortEndsOn: "2026-11-27" }, NOW)).toBe(true);
    expect(isActiveOnDashboard({ ...closed, viewerAccepted: true, cohortEndsOn: "2026-11-26" }, NOW)).toBe(false);
  });
  it(`at most ${DASHBOARD_LIMITS.activeProgrammes}, the learner's own first, then in display order`, () => {
    const list = [p("a"), p("b", { applicationOpen: false }), p("c"), p("d", { viewerAccepted: true, applicationOpen: false })];
    expect(dashboardProgrammes(list, NOW, DASHBOARD_LIMITS.activeProgrammes).map((x) => x.id)).toEqual(["d", "a"]);
    expect(dashboardProgrammes(list, NOW, 5).map((x) => x.id)).toEqual(["d", "a", "c"]);
    expect(DASHBOARD_LIMITS.activeProgrammes).toBe(2);
  });
});

describe("rule: applications close as the cohort starts (a session once its day is over), unless an admin's deadline says otherwise", () => {
  const MS = 1;
  // 2027-01-11 starts at local midnight (UTC+8): 2027-01-10T16:00:00Z.
  const START = Date.parse("2027-01-10T16:00:00.000Z");
  const intake = { kind: "INTAKE" as const, applicationOpen: true, cohortStartsOn: "2027-01-11", applicationDeadline: null };
  const session = { ...intake, kind: "INFO_SESSION" as const };
  const at = (ms: number) => new Date(ms);

  it("an intake closes at the start of its first day (UTC+8): open a millisecond before, closed at and after", () => {
    expect(applicationsCloseAt(intake)?.toISOString()).toBe("2027-01-10T16:00:00.000Z");
    expect(applicationClosedReason(intake, at(START - MS))).toBeNull();
    expect(applicationClosedReason(intake, at(START))).toBe("COHORT_STARTED");
    expect(applicationClosedReason(intake, at(START + MS))).toBe("COHORT_STARTED");
    expect([START - MS, START, START + MS].map((t) => takesApplications(intake, at(t)))).toEqual([true, false, false]);
  });

  it("an information session takes registrations through its day and closes once the day is over", () => {
    const END = START + 24 * 60 * 60 * 1000;
    expect(applicationsCloseAt(session)?.toISOString()).toBe("2027-01-11T16:00:00.000Z");
    expect(applicationClosedReason(session, at(START))).toBeNull();
    expect(applicationClosedReason(session, at(END - MS))).toBeNull();
    expect(applicationClosedReason(session, at(END))).toBe("SESSION_PASSED");
    expect(applicationClosedReason(session, at(END + MS))).toBe("SESSION_PASSED");
  });

  it("an admin's deadline extends applications past the start, to the millisecond", () => {
    const deadline = new Date("2027-01-25T15:59:59.000Z");
    const extended = { ...intake, applicationDeadline: deadline };
    expect(applicationsCloseAt(extended)).toEqual(deadline);
    expect(applicationClosedReason(extended, at(START + MS))).toBeNull();
    expect(applicationClosedReason(extended, at(deadline.getTime() - MS))).toBeNull();
    expect(applicationClosedReason(extended, deadline)).toBe("DEADLINE_PASSED");
    expect(applicationClosedReason(extended, at(deadline.getTime() + MS))).toBe("DEADLINE_PASSED");
  });

  it("a deadline before the start closes earlier; the admin's switch closes whatever the dates", () => {
    const early = { ...intake, applicationDeadline: at(START - 7 * 24 * 60 * 60 * 1000) };
    expect(applicationClosedReason(early, at(START - MS))).toBe("DEADLINE_PASSED");
    expect(applicationClosedReason({ ...intake, applicationOpen: false }, at(START - 1000 * MS))).toBe("APPLICATIONS_CLOSED");
  });

  it("a programme without a date has no close", () => {
    expect(applicationsCloseAt({ ...intake, cohortStartsOn: null })).toBeNull();
    expect(applicationClosedReason({ ...intake, cohortStartsOn: null }, at(START))).toBeNull();
  });
});

describe("seeded programmes, counted from the seeding day", () => {
  const NOW = new Date("2026-11-27T02:00:00.000Z");
  const seeds = programmeSeed(NOW);
  const taking = (id: string) => takesApplications({ ...seeds.find((p) => p.id === id)!, applicationDeadline: null } as never, NOW);

  it("a running cohort, a closed one and a past session take nothing; upcoming intakes and sessions do", () => {
    expect(["hkte-2025", "google-career-2025", "td25"].map(taking)).toEqual([false, false, false]);
    expect(
      ["kyouth-2025", "kyouth-info-2025", "real-talk-2025", "yayasan-peneraju-2025", "mymahir-2025", "ca-2027", "capt-2027"].map(taking),
    ).toEqual([true, true, true, true, true, true, true]);
  });

  it("the same day gives the same dates (the server's seed and the client's mocks agree)", () => {
    expect(programmeSeed(new Date("2026-11-27T15:59:59.999Z"))).toEqual(seeds);
    expect(programmeSeed(new Date("2026-11-27T16:00:00.000Z"))).not.toEqual(seeds);
  });
});
