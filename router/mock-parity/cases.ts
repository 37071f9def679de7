/**
 * The client operations the mock parity test runs against the real server and the client's mocks (./parity.test.ts),
 * one line each. `values` names what the server's rules compute (compared exactly); everything else is compared by
 * shape only (./diff.ts). `allowed` names the expected differences, each with its reason.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import {
  AddWorkExperienceDocument,
  AdminCoursesDocument,
  AdminDashboardFiguresDocument,
  ViewerDocument,
  BuyPlansDocument,
  ChooseSkillRoleDocument,
  ChooseSkillRolePageDocument,
  CourseFilterOptionsDocument,
  CoursePageDocument,
  CoursesBrowsePageDocument,
  CoursesPageDocument,
  DashboardPageDocument,
  DiscoverSkillsPageDocument,
  FeaturedCoursesDocument,
  FeaturedEventsDocument,
  LandingPageDocument,
  LandingPageSectionsDocument,
  TeachPageDocument,
  ForumFeedDocument,
  ForumNotificationsDocument,
  ForumUnreadNotificationCountDocument,
  IsaQuoteDocument,
  JobsBrowsePageDocument,
  JobsPageDocument,
  MySkillRankingsDocument,
  ProfileEditPageDocument,
  ProfilePageDocument,
  ProgrammesPageDocument,
  ScoreCvTextDocument,
  SetTargetRoleDocument,
  SkillRankedListDocument,
  SkillAttemptPageDocument,
  SkillsHomePageDocument,
  SkillsFaqPageDocument,
  AdminSkillTestBankDocument,
  AdminSkillTestsDocument,
  UpdateSkillTestDocument,
  AddSkillQuestionDocument,
  RetireSkillQuestionDocument,
  SetSkillRoleRequirementsDocument,
  AddToolDocument,
  StartSkillAttemptDocument,
  StartSkillTestPageDocument,
  UpdateProfileAboutDocument,
  UpdateProfileContactDocument,
  UpfrontQuoteDocument,
  VerifySkillsPageDocument,
  InterviewsPageDocument,
  OpenInterviewSlotsDocument,
  BookInterviewSlotDocument,
  StartPracticeInterviewDocument,
  AdminInterviewQuestionSetsDocument,
  PublishInterviewSlotDocument,
  CareersPageDocument,
  JoinCareerServicesDocument,
  AdminCareerStaffDocument,
  AdminPendingCareerReviewsDocument,
  EventsPageDocument,
  EventPageDocument,
  JobCampaignsDocument,
  MyEventRegistrationsDocument,
  RegisterForEventDocument,
  CancelEventRegistrationDocument,
  RegisterEventTeamDocument,
  JoinEventTeamDocument,
  EventInviteBannerDocument,
  AdminEventsDocument,
  EventFormEventDocument,
  CreateEventDocument,
  UpdateEventDocument,
  AdminEventRegistrationsDocument,
  EventRegistrationsCsvDocument,
  EventInviteCodesDocument,
  CreateEventInviteCodeDocument,
  RevokeEventInviteCodeDocument,
  EventAttendeesDocument,
  MyExhibitorMembershipsDocument,
  type EventInput,
  type Role,
} from "../../client/src/__generated__/graphql.js";
import { demoInterviews } from "../../subgraphs/talent/modules/interviews/demo-seed-data.js";
import { INTERVIEW_TERMS } from "../../subgraphs/talent/modules/skills/tests-seed-data.js";
import { STRONG_CV, WEAK_CV } from "../../subgraphs/talent/modules/cv/rules/fixtures/cvs.js";
import { SKILL_RANKING_PAGE_SIZE } from "../../subgraphs/talent/modules/skills/rules/ranking.js";
import { SKILL_TEST_LIMITS } from "../../subgraphs/talent/modules/skills/rules/administration-limits.js";
import { EVENT_PAGE_SIZE } from "../../subgraphs/events/modules/listings/rules/listings.js";
import { ATTENDEE_PAGE_SIZE } from "../../subgraphs/events/modules/registration/rules/registration.js";
import { INVITE_PAGE_SIZE } from "../../subgraphs/events/modules/invites/rules/invites.js";
import { DEMO_LEARN_CODE } from "../../subgraphs/events/modules/invites/demo-seed-data.js";
import type { DiffOptions } from "./diff.js";

export interface Operation {
  document: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables: Record<string, unknown>;
}

/** An operation with its variables, checked against the operation's own variable types. */
export function op<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V): Operation {
  return { document: document as unknown as Operation["document"], variables };
}

export interface ParityCase extends DiffOptions {
  name: string;
  operation: Operation;
  /** The demo account of this role on each side (the server's and the mock's demo account of that role); null: a visitor. */
  as: Role | null;
  /** Run first on both sides, from a freshly seeded server and a reset mock, so both reach the same state. */
  before?: Operation[];
  /** The one error the server answers with (the mock must answer alike: compare `errors.**`); none by default. */
  errorCode?: string;
}

/** Where the two sides hold different seed data, the paging rule still gives the same page and page size. */
const PAGE_SIZE = (list: string) => [`${list}.pageInfo.page`, `${list}.pageInfo.pageSize`, `${list}.pageInfo.hasPreviousPage`];

/** Salary timelines for the ISA calculator: below and above the threshold, with a gap; and one that runs to month 120. */
const ISA_TIMELINE = [
  { employed: false, months: 3, salary: 0 },
  { employed: true, months: 6, salary: 900 },
  { employed: false, months: 2, salary: 0 },
  { employed: true, months: 40, salary: 2_400 },
];
const ISA_LONG_TIMELINE = [{ employed: true, months: 130, salary: 400 }];

/** An open demo slot: the same id on both sides (both build the demo world from demoInterviews). */
const OPEN_DEMO_SLOT = demoInterviews(new Date()).slots.at(-1)!.id;

/** The parts of an event page the seed and the rules fix (employers' other fields and the calendar text are jobs' and the ics library's). */
const EVENT_PAGE_VALUES = [
  "data.event.id",
  "data.event.title",
  "data.event.description",
  "data.event.type",
  "data.event.mode",
  "data.event.timeZone",
  "data.event.dates.**",
  "data.event.location.**",
  "data.event.banner.**",
  "data.event.links.**",
  "data.event.sections.**",
  "data.event.registrationPeriod.**",
  "data.event.registrationWindow",
  "data.event.capacity",
  "data.event.placesLeft",
  "data.event.team.**",
  "data.event.viewerRegistration",
  "data.event.exhibitors[*].booth",
  "data.event.exhibitors[*].employer.id",
  "data.campaigns[*].event",
  "data.campaigns[*].title",
];
const REGISTER_FOR_THE_MIXER = op(RegisterForEventDocument, { input: { eventId: "hk-tech-networking-mixer", shareWithExhibitors: true } });

/** An organiser's event a week from the day the case runs, in Kuala Lumpur time, with every kind of section. */
function organiserEvent(overrides: Partial<EventInput> = {}): EventInput {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const at = (hhmm: string) => `${day}T${hhmm}:00+08:00`;
  return {
    title: "Data Careers Evening",
    description: "An evening with the data teams of Kuala Lumpur and their open roles.",
    featured: false,
    showAtDashboard: true,
    type: "NetworkingMixer",
    mode: "Physical",
    location: {
      country: "Malaysia",
      short: "Common Ground",
      full: "Common Ground, Jalan Kiara, Kuala Lumpur",
      mapSrc: "/events/maps/kl.svg",
    },
    timeZone: "Asia/Kuala_Lumpur",
    dates: [{ from: at("18:00"), to: at("21:00") }],
    registrationPeriod: { from: "2020-01-01T00:00:00Z", to: at("18:00") },
    banner: { light: true, description: "Data teams, one evening." },
    links: [{ hasMedia: false, url: "/jobs", buttonTitle: "See the jobs", sectionTitle: "Jobs", description: "" }],
    sections: {
      overview: { title: "About", body: "Meet the teams.", countdown: true },
      employers: { title: "Who is hiring", description: "Data teams." },
      partners: [{ name: "Data Society" }],
      speakers: [{ name: "Aina Rahim", job: "Head of Data", bio: "Builds data teams." }],
      offers: { grid: 2, title: "What you get", items: [{ title: "CV clinic", description: "Quick reviews.", points: ["Bring a CV"] }] },
      schedule: [
        { from: at("19:00"), to: at("19:30"), title: "Talks", description: "", place: "Stage" },
        { from: at("18:00"), to: at("18:30"), title: "Welcome", description: "" },
      ],
      locationDetails: { description: "Level 2", directions: [{ mode: "Train", description: "KLCC station." }] },
      attendee: [{ title: "Analysts", description: "Meet future teams." }],
      sectors: ["Data"],
    },
    capacity: 50,
    exhibitors: [{ employerId: "kopicloud", booth: "A1" }],
    ...overrides,
  };
}

export const PARITY_CASES: ParityCase[] = [
  // Events: both sides build the events from eventSeed (dated from the day they are seeded) and decide with the same rules.
  {
    name: "upcoming events, soonest first, with where their registration stands",
    operation: op(EventsPageDocument, { page: 1, pageSize: EVENT_PAGE_SIZE, when: "UPCOMING" }),
    as: null,
    values: ["data.events.**"],
  },
  {
    name: "past webinars",
    operation: op(EventsPageDocument, { page: 1, pageSize: EVENT_PAGE_SIZE, type: "Webinar", when: "PAST" }),
    as: "STUDENT",
    values: ["data.events.**"],
  },
  {
    name: "every physical event, second page of 2",
    operation: op(EventsPageDocument, { page: 2, pageSize: 2, mode: "Physical" }),
    as: null,
    values: ["data.events.**"],
  },
  {
    name: "the career fair's page, every section",
    operation: op(EventPageDocument, { id: "kl-tech-career-fair", language: "zh_Hant" }),
    as: null,
    values: EVENT_PAGE_VALUES,
  },
  {
    name: "a team event's page, for a learner",
    operation: op(EventPageDocument, { id: "penang-schools-outreach", language: "en" }),
    as: "STUDENT",
    values: EVENT_PAGE_VALUES,
  },
  {
    name: "an unknown event",
    operation: op(EventPageDocument, { id: "no-such-event", language: "en" }),
    as: null,
    values: ["data.event"],
  },
  {
    name: "registering takes a place: the event shows the viewer's registration and one place fewer",
    before: [REGISTER_FOR_THE_MIXER],
    operation: op(EventPageDocument, { id: "hk-tech-networking-mixer", language: "en" }),
    as: "STUDENT",
    values: [
      "data.event.placesLeft",
      "data.event.viewerRegistration.status",
      "data.event.viewerRegistration.waitlistPosition",
      "data.event.viewerRegistration.shareWithExhibitors",
    ],
  },
  {
    name: "the viewer's upcoming registrations",
    before: [REGISTER_FOR_THE_MIXER],
    operation: op(MyEventRegistrationsDocument, { page: 1, pageSize: EVENT_PAGE_SIZE, when: "UPCOMING" }),
    as: "STUDENT",
    values: [
      "data.myEventRegistrations.pageInfo.**",
      "data.myEventRegistrations.items[*].status",
      "data.myEventRegistrations.items[*].waitlistPosition",
      "data.myEventRegistrations.items[*].event.**",
    ],
  },
  {
    name: "registering twice is a conflict",
    before: [REGISTER_FOR_THE_MIXER],
    operation: REGISTER_FOR_THE_MIXER,
    as: "STUDENT",
    values: ["data", "errors[*].path", "errors[*].code"],
    errorCode: "CONFLICT",
  },
  {
    name: "registration not open yet is a conflict",
    operation: op(RegisterForEventDocument, { input: { eventId: "kyouth-info-session" } }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "CONFLICT",
  },
  {
    name: "a team event takes no one alone",
    operation: op(RegisterForEventDocument, { input: { eventId: "penang-schools-outreach" } }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "CONFLICT",
  },
  {
    name: "registering needs a login",
    operation: op(RegisterForEventDocument, { input: { eventId: "kl-tech-career-fair" } }),
    as: null,
    values: ["data", "errors.**"],
    errorCode: "UNAUTHENTICATED",
  },
  // Teams (SPEC §5) and sign-up links' invite codes: the same rules and the invites' demo codes on both sides.
  {
    name: "registering a team: the lead's team holds one of the team event's places",
    operation: op(RegisterEventTeamDocument, { input: { eventId: "penang-schools-outreach", name: "Byte Club", yearOfStudy: 2 } }),
    as: "STUDENT",
    before: [],
    values: [
      "data.registerEventTeam.name",
      "data.registerEventTeam.status",
      "data.registerEventTeam.waitlistPosition",
      "data.registerEventTeam.event.placesLeft",
      "data.registerEventTeam.event.viewerRegistration.status",
      "data.registerEventTeam.event.viewerRegistration.yearOfStudy",
      "data.registerEventTeam.event.viewerRegistration.team.name",
      "data.registerEventTeam.event.viewerRegistration.team.memberCount",
      "data.registerEventTeam.event.viewerRegistration.team.complete",
      "data.registerEventTeam.event.viewerRegistration.team.viewerIsLead",
      "data.registerEventTeam.event.viewerRegistration.team.members[*].lead",
      "data.registerEventTeam.event.viewerRegistration.team.members[*].yearOfStudy",
    ],
  },
  {
    name: "a year of study outside the team event's years is bad input",
    operation: op(RegisterEventTeamDocument, { input: { eventId: "penang-schools-outreach", name: "Byte Club", yearOfStudy: 5 } }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "joining with a code no team has",
    operation: op(JoinEventTeamDocument, { input: { joinCode: "NOPE2345", yearOfStudy: 1 } }),
    as: "STUDENT",
    values: ["data", "errors[*].code"],
    errorCode: "NOT_FOUND",
  },
  {
    name: "a sign-up page's check of the fair's learn code, for a visitor",
    operation: op(EventInviteBannerDocument, { code: "KLFAIR2026", eventId: "kl-tech-career-fair" }),
    as: null,
    values: [
      "data.eventInvite.valid",
      "data.eventInvite.problem",
      "data.eventInvite.purpose",
      "data.eventInvite.event.**",
      "data.eventInvite.employer",
    ],
  },
  {
    name: "a sign-up page's check of a recruit code for another event than the link's",
    operation: op(EventInviteBannerDocument, { code: "KOPICLOUDX", eventId: "hk-tech-networking-mixer" }),
    as: null,
    values: ["data.eventInvite.valid", "data.eventInvite.problem", "data.eventInvite.purpose", "data.eventInvite.employer.id"],
  },
  {
    name: "registering with another event's learn code is a conflict",
    operation: op(RegisterForEventDocument, { input: { eventId: "hk-tech-networking-mixer", inviteCode: "KLFAIR2026", jobSeeker: true } }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "CONFLICT",
  },
  {
    name: "cancelling a registration that is not the viewer's",
    operation: op(CancelEventRegistrationDocument, { id: "00000000-0000-4000-8000-00000000dead" }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "NOT_FOUND",
  },
  // The organiser (JOB_ADMIN) and the exhibitors: the same rules, the invites' demo world on both sides.
  {
    name: "the organiser's list of every event",
    // Its own database: a case before it registers a team on the shared one.
    before: [],
    operation: op(AdminEventsDocument, { page: 1, pageSize: EVENT_PAGE_SIZE }),
    as: "JOB_ADMIN",
    values: ["data.events.**"],
  },
  {
    name: "the career fair as its edit form reads it",
    operation: op(EventFormEventDocument, { id: "kl-tech-career-fair" }),
    as: "JOB_ADMIN",
    values: EVENT_PAGE_VALUES.filter((v) => v.startsWith("data.event.")).concat("data.event.featured", "data.event.showAtDashboard"),
  },
  {
    name: "the organiser creates an event with every section",
    before: [],
    operation: op(CreateEventDocument, { id: "data-careers-evening", input: organiserEvent() }),
    as: "JOB_ADMIN",
    values: [
      "data.createEvent.id",
      "data.createEvent.title",
      "data.createEvent.dates.**",
      "data.createEvent.registrationPeriod.**",
      "data.createEvent.location.**",
      "data.createEvent.banner.**",
      "data.createEvent.links.**",
      "data.createEvent.sections.**",
      "data.createEvent.capacity",
      "data.createEvent.placesLeft",
      "data.createEvent.team",
      "data.createEvent.registrationWindow",
      "data.createEvent.exhibitors[*].booth",
      "data.createEvent.exhibitors[*].employer.id",
    ],
  },
  {
    name: "an event's input is checked with the server's paths",
    operation: op(CreateEventDocument, {
      id: "Not An Id",
      input: organiserEvent({
        title: "x",
        mode: "Online",
        links: [{ hasMedia: true, url: "http://x", buttonTitle: "Go", sectionTitle: "S", description: "" }],
      }),
    }),
    as: "JOB_ADMIN",
    values: ["data", "errors[*].code", "errors[*].path", "errors[*].fields"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "a slot outside the event's days",
    operation: op(UpdateEventDocument, {
      id: "hk-tech-networking-mixer",
      input: organiserEvent({
        sections: {
          ...organiserEvent().sections,
          schedule: [{ from: "2020-01-01T10:00:00Z", to: "2020-01-01T11:00:00Z", title: "Early", description: "" }],
        },
      }),
    }),
    as: "JOB_ADMIN",
    values: ["data", "errors.**"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "a capacity under the places taken is a conflict",
    before: [REGISTER_FOR_THE_MIXER],
    operation: op(UpdateEventDocument, { id: "hk-tech-networking-mixer", input: organiserEvent({ capacity: 1, exhibitors: [] }) }),
    as: "JOB_ADMIN",
    values: ["data", "errors.**"],
    errorCode: "CONFLICT",
  },
  {
    name: "team rules are locked once people registered",
    operation: op(UpdateEventDocument, {
      id: "hk-tech-networking-mixer",
      input: organiserEvent({ team: { minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 }, exhibitors: [] }),
    }),
    as: "JOB_ADMIN",
    values: ["data", "errors.**"],
    errorCode: "CONFLICT",
  },
  {
    name: "editing events is the organiser's",
    operation: op(UpdateEventDocument, { id: "hk-tech-networking-mixer", input: organiserEvent() }),
    as: "EVENT_EXHIBITOR",
    values: ["data", "errors.**"],
    errorCode: "FORBIDDEN",
  },
  {
    name: "the fair's registrations for the organiser",
    operation: op(AdminEventRegistrationsDocument, { eventId: "kl-tech-career-fair", page: 1, pageSize: ATTENDEE_PAGE_SIZE }),
    as: "JOB_ADMIN",
    values: [
      "data.eventRegistrations.pageInfo.**",
      "data.eventRegistrations.items[*].status",
      "data.eventRegistrations.items[*].waitlistPosition",
      "data.eventRegistrations.items[*].jobSeeker",
      "data.eventRegistrations.items[*].shareWithExhibitors",
      "data.eventRegistrations.items[*].yearOfStudy",
      "data.eventRegistrations.items[*].team",
    ],
  },
  {
    name: "an event's registrations are the organiser's",
    operation: op(EventRegistrationsCsvDocument, { eventId: "kl-tech-career-fair" }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "FORBIDDEN",
  },
  {
    name: "the fair's invite codes, newest first, with their uses and sign-up links",
    operation: op(EventInviteCodesDocument, { eventId: "kl-tech-career-fair", page: 1, pageSize: INVITE_PAGE_SIZE }),
    as: "JOB_ADMIN",
    values: [
      "data.eventInviteCodes.pageInfo.**",
      "data.eventInviteCodes.items[*].code",
      "data.eventInviteCodes.items[*].purpose",
      "data.eventInviteCodes.items[*].label",
      "data.eventInviteCodes.items[*].uses",
      "data.eventInviteCodes.items[*].maxUses",
      "data.eventInviteCodes.items[*].revoked",
      "data.eventInviteCodes.items[*].problem",
      "data.eventInviteCodes.items[*].signUpLink",
      "data.eventInviteCodes.items[*].jobSeekerSignUpLink",
      "data.eventInviteCodes.items[*].employer.id",
    ],
  },
  {
    name: "the organiser issues a recruit code for one of the fair's exhibitors",
    before: [],
    operation: op(CreateEventInviteCodeDocument, {
      input: { eventId: "kl-tech-career-fair", purpose: "recruit", employerId: "harbourpay", label: "HarbourPay booth", maxUses: 5 },
    }),
    as: "JOB_ADMIN",
    values: [
      "data.createEventInviteCode.purpose",
      "data.createEventInviteCode.label",
      "data.createEventInviteCode.uses",
      "data.createEventInviteCode.maxUses",
      "data.createEventInviteCode.problem",
      "data.createEventInviteCode.revoked",
      "data.createEventInviteCode.jobSeekerSignUpLink",
      "data.createEventInviteCode.employer.id",
    ],
  },
  {
    name: "a recruit code is for one of the event's exhibitors",
    operation: op(CreateEventInviteCodeDocument, {
      input: { eventId: "hk-tech-networking-mixer", purpose: "recruit", employerId: "kopicloud", label: "KopiCloud" },
    }),
    as: "JOB_ADMIN",
    values: ["data", "errors.**"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "the organiser withdraws the fair's learn code; its uses stay counted",
    before: [],
    operation: op(RevokeEventInviteCodeDocument, { code: DEMO_LEARN_CODE }),
    as: "JOB_ADMIN",
    values: [
      "data.revokeEventInviteCode.code",
      "data.revokeEventInviteCode.revoked",
      "data.revokeEventInviteCode.problem",
      "data.revokeEventInviteCode.uses",
    ],
  },
  {
    name: "the demo exhibitor sees the fair's sharing, registered attendees",
    operation: op(EventAttendeesDocument, { eventId: "kl-tech-career-fair", page: 1, pageSize: ATTENDEE_PAGE_SIZE }),
    as: "EVENT_EXHIBITOR",
    values: ["data.eventAttendees.pageInfo.**", "data.eventAttendees.items[*].jobSeeker"],
  },
  {
    name: "another event's attendees are not the exhibitor's",
    operation: op(EventAttendeesDocument, { eventId: "hk-tech-networking-mixer", page: 1, pageSize: ATTENDEE_PAGE_SIZE }),
    as: "EVENT_EXHIBITOR",
    values: ["data", "errors.**"],
    errorCode: "FORBIDDEN",
  },
  {
    name: "where the demo exhibitor exhibits",
    operation: op(MyExhibitorMembershipsDocument, {}),
    as: "EVENT_EXHIBITOR",
    values: ["data.myExhibitorMemberships[*].event.**", "data.myExhibitorMemberships[*].employer.**"],
  },
  {
    name: "a representative who joined no exhibitor exhibits nowhere",
    operation: op(MyExhibitorMembershipsDocument, {}),
    as: "COMPANY_REPRESENTATIVE",
    values: ["data.**"],
  },
  // Interviews: both sides seed the demo world from the same data and decide with the same rules.
  {
    name: "the interview terms, and the demo student's preparation and (lack of) mock-interview access",
    operation: op(InterviewsPageDocument, {}),
    as: "STUDENT",
    values: ["data.interviewTerms.**", "data.viewer.mockInterviewAccess", "data.viewer.interviewPreparation.**"],
  },
  {
    name: "open mock-interview slots need a login",
    operation: op(OpenInterviewSlotsDocument, { page: 1 }),
    as: null,
    values: ["data", "errors.**"],
    errorCode: "UNAUTHENTICATED",
  },
  {
    name: "a learner outside career services may not book a mock interview, whatever the terms",
    operation: op(BookInterviewSlotDocument, { slotId: OPEN_DEMO_SLOT, acceptedTermIds: [] }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "FORBIDDEN",
  },
  {
    name: "a practice interview needs every interview term accepted",
    operation: op(StartPracticeInterviewDocument, { questionSetId: "behavioural-essentials", acceptedTermIds: [INTERVIEW_TERMS[0]!.id] }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "a practice interview starts from a seeded set with its questions",
    operation: op(StartPracticeInterviewDocument, {
      questionSetId: "system-design-basics",
      acceptedTermIds: INTERVIEW_TERMS.map((t) => t.id),
    }),
    as: "STUDENT",
    values: ["data.startPracticeInterview.questionSet.id", "data.startPracticeInterview.finishedAt"],
  },
  {
    name: "talent admins read every question set with its questions",
    operation: op(AdminInterviewQuestionSetsDocument, {}),
    as: "TALENT_ADMIN",
    values: ["data.**"],
  },
  // Career services: the demo student is not a certified-associate student on either side.
  {
    name: "career services for a learner outside them: not eligible, no courses, nothing joined",
    operation: op(CareersPageDocument, {}),
    as: "STUDENT",
    values: ["data.myCareerServices.**", "data.viewer.roles"],
  },
  {
    name: "a learner outside career services may not join",
    operation: op(JoinCareerServicesDocument, {}),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "FORBIDDEN",
  },
  {
    name: "the career staff list is for staff",
    operation: op(AdminCareerStaffDocument, {}),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "FORBIDDEN",
  },
  {
    name: "talent admins see the demo associate's portfolio review waiting",
    operation: op(AdminPendingCareerReviewsDocument, { page: 1 }),
    as: "TALENT_ADMIN",
    values: [
      "data.pendingCareerReviews.items[*].kind",
      "data.pendingCareerReviews.items[*].note",
      "data.pendingCareerReviews.pageInfo.totalCount",
    ],
  },
  {
    name: "a learner may not publish a mock-interview slot",
    operation: op(PublishInterviewSlotDocument, {
      input: { startsAt: "2020-01-01T00:00:00Z", durationMinutes: 7, focus: "TECHNICAL", topic: "", meetingUrl: "x" },
    }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "FORBIDDEN",
  },
  // The catalogue: both sides serve the server's seed, so courses are compared by id, in order, with every field.
  {
    name: "course list, first page",
    operation: op(CoursesPageDocument, { page: 1 }),
    as: null,
    values: ["data.courses.**"],
  },
  {
    name: "course list filtered by category",
    operation: op(CoursesPageDocument, { page: 1, pageSize: 5, filter: { categoryId: "fc" } }),
    as: null,
    values: ["data.courses.**"],
  },
  {
    name: "course list of a career role, second page of 2",
    operation: op(CoursesPageDocument, { page: 2, pageSize: 2, filter: { careerRoleId: "data-science" } }),
    as: null,
    values: ["data.courses.**"],
  },
  {
    name: "course list, searched, not featured, one level",
    operation: op(CoursesPageDocument, { page: 1, search: "certified", filter: { featured: false, level: "Intermediate" } }),
    as: null,
    values: ["data.courses.**"],
  },
  {
    name: "the home page's content, English by default",
    operation: op(LandingPageDocument, { language: "en" }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "the home page's content in Traditional Chinese",
    operation: op(LandingPageDocument, { language: "zh_Hant" }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "the home page's sections below the first screen",
    operation: op(LandingPageSectionsDocument, { language: "en" }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "the home page's sections in Traditional Chinese",
    operation: op(LandingPageSectionsDocument, { language: "zh_Hant" }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "the instructor FAQs in Simplified Chinese",
    operation: op(TeachPageDocument, { language: "zh_Hans" }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "the home page's featured events",
    operation: op(FeaturedEventsDocument, {}),
    as: null,
    values: ["data.featuredEvents[*].id", "data.featuredEvents[*].type", "data.featuredEvents[*].mode"],
  },
  {
    name: "featured courses",
    operation: op(FeaturedCoursesDocument, {}),
    as: null,
    values: ["data.**"],
  },
  {
    // Career roles are talent's vocabulary, not the catalogue's: compared by shape here.
    name: "course filter options: categories and providers",
    operation: op(CourseFilterOptionsDocument, {}),
    as: null,
    values: ["data.courseCategories.**", "data.courseProviders.**"],
  },
  {
    name: "courses by category",
    operation: op(CoursesBrowsePageDocument, {}),
    as: null,
    values: ["data.courseCategories.**"],
  },
  {
    name: "programme course lists, hidden placeholders included",
    operation: op(ProgrammesPageDocument, {}),
    as: null,
    values: ["data.**"],
  },
  {
    name: "every course for a course admin",
    operation: op(AdminCoursesDocument, {}),
    as: "COURSE_ADMIN",
    values: ["data.**"],
  },
  {
    name: "course page with its enrolment options (a Certified Associate course)",
    operation: op(CoursePageDocument, { id: "cada" }),
    as: "STUDENT",
    values: ["data.course.**"],
  },
  {
    name: "payment plans of the M1 option",
    operation: op(BuyPlansDocument, { optionId: "m1" }),
    as: "STUDENT",
    values: ["data.**"],
  },
  {
    name: "payment plans of the Certified Associate option",
    operation: op(BuyPlansDocument, { optionId: "ca" }),
    as: "STUDENT",
    values: ["data.**"],
  },
  {
    name: "ISA schedule for the Certified Associate fee: unemployed, below and above the threshold, to the cap",
    operation: op(IsaQuoteDocument, { input: { tuition: 3_200, startMonth: "2026-01", periods: ISA_TIMELINE } }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "ISA schedule that ends at the payment-month limit",
    operation: op(IsaQuoteDocument, { input: { tuition: 10_000, startMonth: "2026-07", periods: ISA_LONG_TIMELINE } }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "ISA quote with an unemployed period that has a salary",
    operation: op(IsaQuoteDocument, {
      input: { tuition: 199, startMonth: "2026-13", periods: [{ employed: false, months: 2, salary: 500 }] },
    }),
    as: null,
    values: ["data", "errors.**"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "upfront price of the Certified Associate fee",
    operation: op(UpfrontQuoteDocument, { price: 3_200 }),
    as: null,
    values: ["data.**"],
  },
  {
    name: "CV score of the strong fixture CV for data science",
    operation: op(ScoreCvTextDocument, { text: STRONG_CV, roleId: "data-science" }),
    as: "STUDENT",
    values: ["data.**"],
  },
  {
    name: "CV score of the weak fixture CV for data science",
    operation: op(ScoreCvTextDocument, { text: WEAK_CV, roleId: "data-science" }),
    as: "STUDENT",
    values: ["data.**"],
  },
  {
    name: "profile completion tasks of an empty profile",
    operation: op(ProfilePageDocument, {}),
    as: "INSTRUCTOR",
    values: ["data.viewer.profileCompletion.**"],
  },
  {
    name: "profile form's option lists",
    operation: op(ProfileEditPageDocument, {}),
    as: "INSTRUCTOR",
    values: ["data.profileOptions.**", "data.viewer.profileCompletion.**"],
  },
  {
    name: "profile completion and CV score after the same profile edits",
    before: [
      op(UpdateProfileAboutDocument, {
        input: { bio: "Analyst moving into data science.", languages: ["English", "Malay"], skillIds: ["python", "sql"] },
      }),
      op(UpdateProfileContactDocument, {
        input: { location: "Kuala Lumpur, Malaysia", linkedin: "https://www.linkedin.com/in/arjun-nair" },
      }),
      op(AddWorkExperienceDocument, {
        input: {
          jobTitle: "Data Analyst",
          employerName: "ShopLah Sdn Bhd",
          start: "2022-01",
          descriptions: ["Built a weekly sales dashboard in SQL and Python that cut reporting time by 80% for 30 managers."],
        },
      }),
      op(SetTargetRoleDocument, { roleId: "data-science" }),
    ],
    operation: op(DashboardPageDocument, {}),
    as: "INSTRUCTOR",
    values: ["data.viewer.profileCompletion.**", "data.viewer.cvScore.**", "data.viewer.targetRole.**", "data.viewer.roles"],
  },
  {
    name: "the viewer's navigation, menus and home (a job admin: the admin sidebar, the reduced admin menu, home the admin dashboard)",
    operation: op(ViewerDocument, {}),
    as: "JOB_ADMIN",
    values: ["data.viewer.navigation.**", "data.viewer.menus.**", "data.viewer.homePath", "data.viewer.roles", "data.visitorNavigation.**"],
  },
  {
    name: "admin dashboard, a talent admin's figures (30 days of sign-ups)",
    operation: op(AdminDashboardFiguresDocument, { talent: true, courses: false, jobs: false }),
    as: "TALENT_ADMIN",
    values: ["data.talentAdminSummary.peopleCapped", "data.talentAdminSummary.signUpsPerDay[*].day"],
  },
  {
    name: "admin dashboard, a student asking for the talent figures is refused",
    operation: op(AdminDashboardFiguresDocument, { talent: true, courses: false, jobs: false }),
    as: "STUDENT",
    errorCode: "FORBIDDEN",
  },
  {
    name: "job list, remote jobs",
    operation: op(JobsBrowsePageDocument, { page: 1, remote: true }),
    as: null,
    values: ["data.jobs.**"],
  },
  {
    name: "job list, a career role and a type, second page of 3",
    operation: op(JobsBrowsePageDocument, { page: 2, pageSize: 3, roleId: "software-engineer", type: "Full-time" }),
    as: "STUDENT",
    values: ["data.jobs.**"],
  },
  {
    name: "job list, searched",
    operation: op(JobsBrowsePageDocument, { page: 1, search: "data" }),
    as: null,
    values: ["data.jobs.**"],
  },
  {
    name: "job list of a campaign",
    operation: op(JobsPageDocument, { page: 1, campaign: "kl-career-fair" }),
    as: null,
    values: ["data.jobs.**"],
  },
  {
    name: "the campaign tabs, in Simplified Chinese",
    operation: op(JobCampaignsDocument, { language: "zh_Hans" }),
    as: null,
    values: ["data.campaigns.**"],
  },
  {
    name: "forum feed, first page",
    operation: op(ForumFeedDocument, { page: 1 }),
    as: "STUDENT",
    values: [
      ...PAGE_SIZE("data.forumPosts"),
      "data.forumPosts.items[*].title",
      "data.forumPosts.items[*].viewerMayEdit",
      "data.forumPosts.items[*].viewerMayReport",
      "data.forumPosts.items[*].viewerIsModerator",
    ],
    match: { "data.forumPosts.items": "id" },
  },
  {
    name: "notifications, first page",
    operation: op(ForumNotificationsDocument, { page: 1 }),
    as: "STUDENT",
    values: PAGE_SIZE("data.forumNotifications"),
    match: { "data.forumNotifications.items": "type" },
  },
  {
    name: "unread notification count",
    operation: op(ForumUnreadNotificationCountDocument, {}),
    as: "STUDENT",
  },
  {
    name: "notifications need a login",
    operation: op(ForumNotificationsDocument, { page: 1 }),
    as: null,
    values: ["data", "errors.**"],
    errorCode: "UNAUTHENTICATED",
  },
  {
    name: "skills-system roles with their requirements",
    operation: op(ChooseSkillRolePageDocument, {}),
    as: "STUDENT",
    values: ["data.skillRoles.**"],
  },
  {
    name: "skill tests",
    operation: op(VerifySkillsPageDocument, {}),
    as: "STUDENT",
    values: ["data.skillTests.**"],
    allowed: {
      "data.skillTests[*].viewerProgress.nextAttemptAt":
        "the demo attempts are dated days before each side's seeding moment: the same day, not the same millisecond",
    },
  },
  {
    name: "the demo student's role, readiness and verified skills",
    operation: op(SkillsHomePageDocument, {}),
    as: "STUDENT",
    values: [
      "data.viewer.skillRole.**",
      "data.viewer.skillReadiness.**",
      "data.viewer.verifiedSkills[*].skill.**",
      "data.viewer.verifiedSkills[*].level",
      "data.viewer.verifiedSkills[*].score",
      "data.viewer.verifiedSkills[*].test.**",
    ],
  },
  {
    name: "readiness after choosing another role",
    before: [op(ChooseSkillRoleDocument, { roleId: "role-backend-developer-mid" })],
    operation: op(SkillsHomePageDocument, {}),
    as: "STUDENT",
    values: ["data.viewer.skillRole.**", "data.viewer.skillReadiness.**"],
  },
  {
    name: "a coming-soon role cannot be chosen",
    operation: op(ChooseSkillRoleDocument, { roleId: "role-data-analyst" }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "the test terms and one skill test's facts",
    operation: op(StartSkillTestPageDocument, { testId: "js-intermediate" }),
    as: "STUDENT",
    values: ["data.skillTestTerms.**", "data.skillTest.id", "data.skillTest.timeLimitMinutes", "data.skillTest.questionCount"],
  },
  {
    name: "a practice attempt starts with no terms and is the test's open attempt",
    operation: op(StartSkillAttemptDocument, { input: { testId: "sql-beginner", mode: "PRACTICE", acceptedTermIds: [] } }),
    as: "STUDENT",
    values: ["data.startSkillAttempt.mode", "data.startSkillAttempt.test.viewerProgress.openAttempt.mode"],
  },
  {
    name: "a verify attempt needs every term accepted",
    operation: op(StartSkillAttemptDocument, {
      input: { testId: "js-intermediate", mode: "VERIFY", acceptedTermIds: ["test-own-work"] },
    }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "BAD_USER_INPUT",
  },
  {
    name: "starting an unknown skill test",
    operation: op(StartSkillAttemptDocument, { input: { testId: "no-such-test", mode: "PRACTICE", acceptedTermIds: [] } }),
    as: "STUDENT",
    values: ["data", "errors.**"],
    errorCode: "NOT_FOUND",
  },
  {
    name: "starting a skill test needs a login",
    operation: op(StartSkillAttemptDocument, { input: { testId: "js-beginner", mode: "PRACTICE", acceptedTermIds: [] } }),
    as: null,
    values: ["data", "errors.**"],
    errorCode: "UNAUTHENTICATED",
  },
  {
    name: "an attempt that is not the viewer's reads as null",
    operation: op(SkillAttemptPageDocument, { id: "5e1f0c3a-0000-4a7b-9c1d-00000000ffff" }),
    as: "STUDENT",
    values: ["data"],
  },
  {
    // The demo people's verify attempts, seeded alike: the demo instructor alone on py-advanced, with their score.
    name: "a skill test's ranked list",
    operation: op(SkillRankedListDocument, { testId: "py-advanced", page: 1, pageSize: SKILL_RANKING_PAGE_SIZE }),
    as: "STUDENT",
    values: [
      "data.skillTest.**",
      "data.skillRanking.pageInfo.**",
      "data.skillRanking.items[*].rank",
      "data.skillRanking.items[*].ranked",
      "data.skillRanking.items[*].average",
      "data.skillRanking.items[*].attemptCount",
      "data.skillRanking.items[*].best",
      "data.skillRanking.items[*].learner.displayName",
    ],
  },
  {
    name: "a ranked list needs a login",
    operation: op(SkillRankedListDocument, { testId: "py-advanced", page: 1, pageSize: SKILL_RANKING_PAGE_SIZE }),
    as: null,
    values: ["data", "errors.**"],
    errorCode: "UNAUTHENTICATED",
  },
  {
    name: "the demo student's ranking entries and highest rank",
    operation: op(MySkillRankingsDocument, {}),
    as: "STUDENT",
    values: ["data.viewer.highestSkillRank", "data.viewer.skillRanking.**"],
  },
  {
    name: "where the demo student's gaps close: courses per skill, tests, the role's open jobs",
    operation: op(DiscoverSkillsPageDocument, {}),
    as: "STUDENT",
    values: ["data.viewer.skillRole.**", "data.viewer.skillReadiness.**"],
  },
  {
    // The mocks serve the server's own content file, so every group, question and answer is the same text.
    name: "the Skills FAQ, for visitors",
    operation: op(SkillsFaqPageDocument, {}),
    as: null,
    values: ["data.**"],
  },
  // Managing the skills system: both sides hold the seeded tests and banks and check with the same rules.
  {
    name: "a test's bank as a talent admin sees it, with the correct options",
    operation: op(AdminSkillTestBankDocument, { testId: "js-beginner", includeRetired: true }),
    as: "TALENT_ADMIN",
    values: ["data.**"],
  },
  {
    name: "the tests' settings for the admin's table",
    operation: op(AdminSkillTestsDocument, {}),
    as: "TALENT_ADMIN",
    values: ["data.**"],
  },
  {
    name: "a pass mark below the rules' minimum is refused on its field",
    operation: op(UpdateSkillTestDocument, {
      testId: "js-beginner",
      input: {
        title: "JavaScript (Beginner)",
        timeLimitMinutes: 30,
        passMarkPercent: SKILL_TEST_LIMITS.passMarkPercent.min - 1,
        questionsDrawn: 10,
      },
    }),
    as: "TALENT_ADMIN",
    errorCode: "BAD_USER_INPUT",
    values: ["data", "errors.**"],
  },
  {
    name: "a single-choice question with two correct options is refused on its field",
    operation: op(AddSkillQuestionDocument, {
      testId: "js-beginner",
      input: {
        kind: "SINGLE_CHOICE",
        prompt: "Which keyword declares a constant?",
        options: ["const", "let", "var"],
        correctOptionIds: ["a", "b"],
        explanation: "const declares a binding that cannot be reassigned.",
      },
    }),
    as: "TALENT_ADMIN",
    errorCode: "BAD_USER_INPUT",
    values: ["data", "errors.**"],
  },
  {
    name: "retiring a question is for talent admins only",
    operation: op(RetireSkillQuestionDocument, { questionId: "js-beg-01" }),
    as: "STUDENT",
    errorCode: "FORBIDDEN",
    values: ["data", "errors.**"],
  },
  {
    name: "a condition with one skill is refused",
    operation: op(SetSkillRoleRequirementsDocument, {
      roleId: "role-data-analyst",
      requirements: [{ kind: "CONDITIONAL", category: "TOOLS", level: "BEGINNER", title: "A spreadsheet", skillIds: ["excel"] }],
    }),
    as: "TALENT_ADMIN",
    errorCode: "BAD_USER_INPUT",
    values: ["data", "errors.**"],
  },
  {
    name: "a vocabulary id already taken is a conflict",
    operation: op(AddToolDocument, { id: "python", input: { title: "Python 3", skill: true } }),
    as: "TALENT_ADMIN",
    errorCode: "CONFLICT",
    values: ["data", "errors.**"],
  },
];
