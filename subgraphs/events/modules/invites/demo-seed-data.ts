/**
 * The events' demo world (demo environments only; pure, so the client's mocks build the same): invite codes behind
 * the KL Career Fair's sign-up links (a learn code and a recruit code for one exhibitor), the demo exhibitor already
 * exhibiting for KopiCloud, and the demo learners' registrations: the student at the fair (sharing her profile with
 * exhibitors, as a job seeker) and at the data webinar, the associate at the Hong Kong mixer.
 */
import { KL_CAREER_FAIR_ID } from "../listings/seed-data.js";
import type { InvitePurpose } from "./rules/invites.js";

const STUDENT = "00000000-0000-4000-8000-000000000001";
const JOB_ADMIN = "00000000-0000-4000-8000-000000000004";
const EXHIBITOR = "00000000-0000-4000-8000-000000000007";
const ASSOCIATE = "00000000-0000-4000-8000-000000000008";

export const DEMO_EVENT_PEOPLE = { STUDENT, JOB_ADMIN, EXHIBITOR, ASSOCIATE } as const;

/** The fair's learn code (README's sign-up link) and KopiCloud's recruit code. */
export const DEMO_LEARN_CODE = "KLFAIR2026";
export const DEMO_RECRUIT_CODE = "KOPICLOUDX";

export interface DemoInviteCode {
  code: string;
  eventId: string;
  purpose: InvitePurpose;
  employerId: string | null;
  label: string;
  maxUses: number | null;
  /** Days after the seeding day it expires; null when it does not. */
  expiresInDays: number | null;
  createdBy: string;
}

export const DEMO_INVITE_CODES: DemoInviteCode[] = [
  {
    code: DEMO_LEARN_CODE,
    eventId: KL_CAREER_FAIR_ID,
    purpose: "learn",
    employerId: null,
    label: "University career offices",
    maxUses: 500,
    expiresInDays: 24,
    createdBy: JOB_ADMIN,
  },
  {
    code: DEMO_RECRUIT_CODE,
    eventId: KL_CAREER_FAIR_ID,
    purpose: "recruit",
    employerId: "kopicloud",
    label: "KopiCloud booth team",
    maxUses: 10,
    expiresInDays: null,
    createdBy: JOB_ADMIN,
  },
];

export interface DemoRegistration {
  id: string;
  eventId: string;
  userId: string;
  shareWithExhibitors: boolean;
  jobSeeker: boolean;
  inviteCode: string | null;
  /** Days before the seeding day the person registered. */
  daysAgo: number;
}

export const DEMO_REGISTRATIONS: DemoRegistration[] = [
  {
    id: "e0000000-0000-4000-8000-000000000001",
    eventId: KL_CAREER_FAIR_ID,
    userId: STUDENT,
    shareWithExhibitors: true,
    jobSeeker: true,
    inviteCode: DEMO_LEARN_CODE,
    daysAgo: 6,
  },
  {
    id: "e0000000-0000-4000-8000-000000000002",
    eventId: "breaking-into-data-webinar",
    userId: STUDENT,
    shareWithExhibitors: false,
    jobSeeker: false,
    inviteCode: null,
    daysAgo: 3,
  },
  {
    id: "e0000000-0000-4000-8000-000000000003",
    eventId: "hk-tech-networking-mixer",
    userId: ASSOCIATE,
    shareWithExhibitors: true,
    jobSeeker: false,
    inviteCode: null,
    daysAgo: 2,
  },
];

/** The demo exhibitor exhibits for KopiCloud at the fair (joined with the recruit code). */
export const DEMO_EXHIBITOR_MEMBERS = [
  { eventId: KL_CAREER_FAIR_ID, employerId: "kopicloud", userId: EXHIBITOR, code: DEMO_RECRUIT_CODE, daysAgo: 4 },
];
