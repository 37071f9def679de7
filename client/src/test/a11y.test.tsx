/**
 * axe-core on every route in jsdom: fails on serious or critical violations. color-contrast needs real layout and
 * is checked in the browser (e2e), so it is off here only.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { renderApp } from "./renderApp";
import { COLOR_SCHEME_STORAGE_KEY } from "../app/theme";
import { recruiter, courseAdmin, exhibitor, talentAdmin, instructor, jobAdmin, loginAs, mei } from "./session";
import { grantAccess, placeOrder } from "../features/enrolment/mocks";
import { applyToProgramme, grantPriorLearningCredit, moveApplication, programmeById, updateProgramme } from "../features/programmes/mocks";
import { grantDemoAccess } from "../features/classroom/mocks";
import { addMockJobApplication, saveMockJob } from "../features/jobs/mocks";
import { makeProgrammeMember } from "../features/jobs/mocks";
import { addMockRepresentative } from "../features/employer/mocks";
import { addRepresentatives, kumar, siti } from "./employer";
import { addMockForumReport } from "../features/forum/mocks";
import { findMockComment } from "../features/forum/mocks";
import { courseById } from "../features/catalogue/mocks";
import { finishMockSkillAttempt, mockAnswerKey, startMockSkillAttempt } from "../features/skills/mocks";
import { MOCK_REVIEW_ATTEMPTS, seedMockReviewQueue } from "../features/skills/mocks";
import { grantMockInterviewAccess, mockInterviewsState, startMockPracticeInterview } from "../features/interviews/mocks";
import { grantMockCertifiedAssociate, mockCareersState } from "../features/careers/mocks";
import { addMockEventRegistration, addMockEventTeam, takeMockEventPlaces } from "../features/events/mocks";
import { addMockApplicationsOfEveryKind } from "../features/applications/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

/** Company representatives' requests: Siti's pending new company, Priya's refused request to join HarbourPay. */
function seedRepresentatives() {
  addRepresentatives();
  const company = {
    title: "Kampung Robotics Sdn. Bhd.",
    shortTitle: "Kampung Robotics",
    location: "Cyberjaya, Malaysia",
    industry: "Manufacturing",
    size: "11-50",
    profile: "",
    website: "https://kampungrobotics.example.my",
  };
  addMockRepresentative(siti.id, { company, position: "Co-founder" });
  addMockRepresentative(kumar.id, {
    employerId: "harbourpay",
    status: "REJECTED",
    decisionNote: "Please write from your company email address.",
  });
}

/** Orders and access for the enrolment pages, so their lists (not only empty states) are scanned. */
function seedOrders() {
  grantAccess(mei.id, "m1sql", 5);
  grantAccess(mei.id, "m1js", 200);
  placeOrder(mei.id, { optionId: "m1", courseId: "m1py", paymentPlan: "UPFRONT" }, []);
}

/** An application moved to an offer and a registration, so the programme lists and their actions are scanned. */
function seedApplications() {
  const contact = [
    { name: "fullName", value: `${mei.firstName} ${mei.lastName}` },
    { name: "email", value: mei.email },
    { name: "phone", value: "+60 12 345 6789" },
  ];
  // HK Tech Explorers' cohort has started (dates from today): Mei applied while an admin's deadline kept it open.
  const hkte = programmeById("hkte-2025")!;
  const settings = { applicationOpen: true, showAtDashboard: hkte.showAtDashboard, cohortStartsOn: hkte.cohortStartsOn };
  updateProgramme(hkte.id, { ...settings, applicationDeadline: new Date(Date.now() + 86_400_000).toISOString() });
  const hk = applyToProgramme(mei.id, "hkte-2025", [
    ...contact,
    ...Object.entries({
      gender: "Female",
      birthYear: "2001",
      birthMonth: "May",
      birthDay: "3",
      country: "Hong Kong",
      qualification: "Degree",
      graduationYear: "2023",
    }).map(([name, value]) => ({ name, value })),
    ...Object.entries({
      experience: "0-1 years",
      employmentExperience: "Internship",
      englishTest: "CEFR",
      englishScore: "B2",
      hasComputer: "Yes",
      canAttend: "Yes",
    }).map(([name, value]) => ({ name, value })),
  ]);
  moveApplication(hk.id, "ONLINE_ASSESSMENT", "ADMIN", null);
  moveApplication(hk.id, "INTERVIEW", "ADMIN", null);
  moveApplication(hk.id, "OFFERED", "ADMIN", "Welcome");
  updateProgramme(hkte.id, { ...settings, applicationDeadline: null });
  applyToProgramme(mei.id, "kyouth-info-2025", [
    ...contact,
    { name: "state", value: "Selangor" },
    { name: "birthYear", value: "2001" },
    { name: "qualification", value: "Degree" },
  ]);
}

/** Skill-test attempts at known addresses: one being taken, a passed verify result, a practice result. */
const SKILL_ATTEMPT = {
  open: "5e1f0c3a-0000-4a7b-9c1d-000000000001",
  verified: "5e1f0c3a-0000-4a7b-9c1d-000000000002",
  practice: "5e1f0c3a-0000-4a7b-9c1d-000000000003",
};
function seedSkillAttempt(id: string, testId: string, mode: "PRACTICE" | "VERIFY", correct: number) {
  const attempt = startMockSkillAttempt(mei.id, testId, mode, new Date(), id);
  attempt.answers = mockAnswerKey(id)
    .slice(0, correct)
    .map((q) => ({ questionId: q.questionId, optionIds: [...q.correct], answeredAt: new Date().toISOString() }));
  return attempt;
}

/** Mei in career services, holding the demo associate's mock interviews (one ahead, two past with feedback). */
function seedInterviewLearner() {
  grantMockInterviewAccess(mei.id);
  for (const b of mockInterviewsState().bookings) b.learnerId = mei.id;
}
/** A practice interview Mei has open, at a known address; the demo seed's finished one of hers. */
const PRACTICE_INTERVIEW = { open: "5e1f0c3a-0000-4a7b-9c1d-0000000000a1", finished: "00000000-0000-4000-8000-0000000e00cb" };
function seedOpenPracticeInterview() {
  startMockPracticeInterview(mei.id, "behavioural-essentials").id = PRACTICE_INTERVIEW.open;
}

/** Mei in career services with the demo associate's team, projects (every status) and reviews (one done, one waiting). */
function seedCareersLearner() {
  grantMockCertifiedAssociate(mei.id);
  const state = mockCareersState();
  for (const row of [...state.services, ...state.projects, ...state.reviews]) row.learnerId = mei.id;
}

/** A retired question set, so the admins' list shows one. */
function retireMockQuestionSet() {
  mockInterviewsState().questionSets.find((s) => s.id === "frontend-fundamentals")!.retired = true;
}

/** Mei (registered for the career fair and the data webinar by the demo seed) waitlisted for the full mixer, and at a past webinar. */
function seedEventRegistrations() {
  takeMockEventPlaces("hk-tech-networking-mixer", 40);
  addMockEventRegistration("hk-tech-networking-mixer", mei.id, "Waitlisted");
  addMockEventRegistration("career-switchers-webinar", mei.id);
}

/** Mei leads a team at the Penang outreach, with one member. */
function seedEventTeam() {
  addMockEventTeam("penang-schools-outreach", "Byte Club", mei.id, [recruiter.id], 2);
}

/** [url, h1, who is logged in (none: a visitor), data to seed first] */
const routes: Array<[url: string, h1: string, as?: { id: string }, seed?: () => void]> = [
  ["/", "Learn tech skills. Get hired."],
  ["/teach", "Teach with us"],
  ["/career-services", "Career services"],
  ["/study-options", "Self-paced or sponsored study"],
  ["/courses?page=1", "Courses"],
  ["/courses?page=1&category=fc&level=Beginner&featured=1", "Courses"],
  ["/courses/fcda", "Foundation Certificate in Data Analytics"],
  ["/courses/m1py", courseTitle("m1py"), mei],
  ["/courses/no-such-course", "Course not found"],
  ["/courses/browse", "Browse courses"],
  ["/courses/programmes", "Programmes"],
  ["/courses/financing", "Financing"],
  ["/jobs?page=1&campaign=kyouth", "Jobs"],
  ["/login", "Log in"],
  ["/signup/select-role", "Join TalentForge"],
  ["/signup?purpose=recruit", "Create your recruiter account"],
  ["/forgot-password", "Reset your password"],
  ["/reset-password?token=valid-token", "Choose a new password"],
  ["/verify-email", "Verify your email address"],
  ["/dev/mailbox", "Dev mailbox"],
  ["/nowhere", "Page not found"],
  ["/dashboard", "Welcome, Mei Ling", mei],
  ["/dashboard/admin?search=mei", "Admin dashboard", talentAdmin],
  ["/dashboard/admin", "Admin dashboard", courseAdmin],
  ["/dashboard/admin", "Admin dashboard", jobAdmin],
  ["/profile", "Mei Ling Tan", mei],
  ["/profile/edit?form=about", "Edit profile", mei],
  ["/profile/edit?form=contact", "Edit profile", mei],
  ["/profile/edit?form=experience", "Edit profile", mei],
  ["/profile/edit?form=education", "Edit profile", mei],
  ["/profile/edit?form=avatar", "Edit profile", mei],
  ["/cv", "CV score", mei],
  ["/settings", "Settings", mei],
  ["/applications", "Applications", mei, () => addMockApplicationsOfEveryKind(mei.id)],
  ["/applications?kind=events", "Applications", mei, () => addMockApplicationsOfEveryKind(mei.id)],
  // The skills system: a learner with a role, readiness and verified skills; someone without a role yet.
  ["/skills/home", "My skills", mei],
  ["/skills/home", "My skills", recruiter],
  ["/skills/choose-role", "Choose a role", mei],
  ["/skills/verify", "Skill tests", mei],
  ["/skills/verify", "Skill tests", mei, () => void seedSkillAttempt(SKILL_ATTEMPT.open, "js-intermediate", "VERIFY", 3)],
  ["/skills/verify/sql-intermediate", "Skill test: SQL · Intermediate", mei], // the terms
  ["/skills/verify/js-intermediate", "Skill test: JavaScript · Intermediate", mei], // the retake cooldown
  ["/skills/practice", "Practice", mei],
  ["/skills/my-skills", "Chart and rankings", mei],
  ["/skills/my-skills?tab=0", "Chart and rankings", instructor], // no role: the prompt
  ["/skills/my-skills?tab=1", "Chart and rankings", mei],
  ["/skills/my-skills?tab=1&test=py-advanced", "Chart and rankings", mei],
  ["/skills/my-skills?tab=1", "Chart and rankings", recruiter], // unranked
  ["/skills/discover", "Discover", mei],
  ["/skills/discover", "Discover", recruiter], // no role: the prompt
  // Skills admin (talent admins): its home, the three management tabs, and a question bank with its retired questions.
  ["/skills/admin", "Skills admin", talentAdmin],
  ["/skills/admin/skills", "Skills management", talentAdmin],
  ["/skills/admin/skills?tab=roles&role=role-backend-developer-mid", "Skills management", talentAdmin],
  ["/skills/admin/skills?tab=vocabulary", "Skills management", talentAdmin],
  ["/skills/admin/skills/tests/py-intermediate?retired=1", "Question bank: Python (Intermediate)", talentAdmin],
  ["/skills/faq", "Skills FAQ"], // public: a visitor, without the skills sub-navigation
  ["/skills/faq", "Skills FAQ", mei],
  [
    `/skills/attempts/${SKILL_ATTEMPT.open}`,
    "Skill test: JavaScript · Intermediate",
    mei,
    () => void seedSkillAttempt(SKILL_ATTEMPT.open, "js-intermediate", "VERIFY", 3),
  ],
  [
    `/skills/attempts/${SKILL_ATTEMPT.verified}`,
    "Skill test: SQL · Beginner",
    mei,
    () => void finishMockSkillAttempt(seedSkillAttempt(SKILL_ATTEMPT.verified, "sql-beginner", "VERIFY", 8), new Date(), true),
  ],
  [
    `/skills/attempts/${SKILL_ATTEMPT.practice}`,
    "Practice: Python · Advanced",
    mei,
    () => void finishMockSkillAttempt(seedSkillAttempt(SKILL_ATTEMPT.practice, "py-advanced", "PRACTICE", 4), new Date(), true),
  ],
  // The assessments review (talent admins): the queue, an empty filter, a student's not-allowed state, and an attempt
  // under review and one withdrawn before.
  ["/skills/admin/assessments", "Assessments review", talentAdmin, seedMockReviewQueue],
  ["/skills/admin/assessments?flags=CLEAN&test=html-css-advanced", "Assessments review", talentAdmin, seedMockReviewQueue],
  ["/skills/admin/assessments", "Assessments review", mei],
  [
    `/skills/admin/assessments/${MOCK_REVIEW_ATTEMPTS.suspiciousPassed}`,
    "Review: JavaScript · Intermediate by Arjun Nair",
    talentAdmin,
    seedMockReviewQueue,
  ],
  [
    `/skills/admin/assessments/${MOCK_REVIEW_ATTEMPTS.withdrawn}`,
    "Review: C++ · Intermediate by Arjun Nair",
    talentAdmin,
    seedMockReviewQueue,
  ],
  // Interview preparation: a learner without career services (the explanation), one with bookings, feedback and open
  // slots, a practice interview open and one finished.
  ["/interviews", "Interview preparation", mei],
  ["/interviews?focus=TECHNICAL", "Interview preparation", mei, seedInterviewLearner],
  [`/interviews/practice/${PRACTICE_INTERVIEW.open}`, "Practice: Behavioural essentials", mei, seedOpenPracticeInterview],
  [`/interviews/practice/${PRACTICE_INTERVIEW.finished}`, "Practice: Front-end fundamentals", mei],
  // Interviews admin: an interviewer's slots (one booked), every host's past slots with feedback, the question sets
  // with a retired one, and a student's not-allowed state.
  ["/interviews/admin", "Interviews admin", instructor],
  ["/interviews/admin?tab=slots&window=past", "Interviews admin", talentAdmin],
  ["/interviews/admin?tab=sets", "Interviews admin", talentAdmin, retireMockQuestionSet],
  ["/interviews/admin", "Interviews admin", mei],
  // Career services: someone outside a certified-associate course, the offer to join, a joined learner; the staff
  // side's three tabs, and a student's not-allowed state.
  ["/careers", "Career services", mei],
  ["/careers", "Career services", mei, () => grantMockCertifiedAssociate(mei.id)],
  ["/careers", "Career services", mei, seedCareersLearner],
  ["/careers/admin", "Career services admin", talentAdmin, seedCareersLearner],
  ["/careers/admin?tab=reviews", "Career services admin", instructor, seedCareersLearner],
  ["/careers/admin?tab=staff", "Career services admin", talentAdmin],
  ["/careers/admin", "Career services admin", mei],
  ["/courses/my-learning", "My learning", mei, seedOrders],
  ["/courses/admin/orders", "Orders", courseAdmin, seedOrders],
  ["/courses/admin/financing", "ISA & income", courseAdmin, seedOrders],
  ["/courses/admin/courses", "Manage courses", courseAdmin],
  ["/courses/admin/orders?status=ALL", "Orders", mei],
  ["/programmes/student/find-programmes", "Find programmes"],
  ["/programmes/student/apply/kyouth-2025", "Apply: KYouth 2025", mei],
  ["/programmes/student/apply/google-career-2025", "Apply: Google Career Certificates 2025", mei],
  ["/programmes/student/my-programmes", "My programmes", mei, seedApplications],
  ["/programmes/admin/applications?programme=hkte-2025", "Programme applications", courseAdmin, seedApplications],
  ["/programmes/admin/applications", "Programme applications", mei],
  ["/programmes/student/find-programmes", "Find programmes", recruiter],
  ["/programmes/student/find-programmes", "Find programmes", mei, seedApplications],
  ["/programmes/student/apply/ca-2027", "Apply: Certified Associate 2027 intake", recruiter],
  ["/programmes/admin/programmes", "Manage programmes", courseAdmin],
  ["/programmes/admin/programmes", "Manage programmes", mei],
  [
    "/programmes/admin/prior-learning",
    "Credit for prior learning",
    courseAdmin,
    () => void grantPriorLearningCredit(courseAdmin.id, recruiter.id, "Diploma in Computer Science"),
  ],
  ["/programmes/admin/prior-learning", "Credit for prior learning", mei],
  ["/classroom", "Classroom", mei, grantDemoAccess],
  ["/classroom/m1js-open-2026", "M1 JavaScript open class 2026", mei, grantDemoAccess],
  ["/classroom/m1js-open-2026/lessons/m1js-1-1", "Running JavaScript in the browser", mei, grantDemoAccess],
  ["/classroom/m1js-open-2026/lessons/m1js-2-1", "Control flow quiz", mei, grantDemoAccess],
  ["/classroom/m1js-open-2026/lessons/m1js-3-1", "Build a to-do list", mei, grantDemoAccess],
  ["/classroom/m1js-open-2026/grading", "Grading queue", instructor],
  ["/classroom/fcda-2026-10/tutorials", "Tutorials and attendance", instructor],
  ["/classroom/fcda-2026-10/grading", "Grading queue", mei],
  ["/courses/certificates", "Certificates", mei],
  ["/certificates/DEMSQL2K6M-m1-sql", "Certificate verified"],
  ["/certificates/NOSUCH0000-x", "Certificate not found"],
  ["/courses/admin/classes", "Classes", courseAdmin],
  ["/courses/admin/classes/fcda-2026-10", "Foundation Certificate in Data Analytics October 2026", courseAdmin],
  ["/courses/admin/certificates", "Issued certificates", courseAdmin],
  ["/jobs/saved-jobs", "Saved jobs", mei, () => ["3", "6"].forEach((id) => saveMockJob(mei.id, id))],
  ["/jobs/saved-jobs", "Saved jobs", mei],
  [
    "/jobs/applied-jobs",
    "Applied jobs",
    mei,
    () => [addMockJobApplication(mei.id, "9", ["APPLIED", "REVIEWED", "INTERVIEWING"]), addMockJobApplication(mei.id, "2")],
  ],
  ["/jobs/applied-jobs", "Applied jobs", mei],
  ["/jobs/9", "Graduate Software Engineer", mei, () => void addMockJobApplication(mei.id, "9", ["APPLIED", "REVIEWED", "INTERVIEWING"])],
  ["/jobs?page=1", "Jobs", mei],
  ["/jobs?page=1&campaign=kyouth-track-b", "Jobs"],
  ["/jobs?page=1&campaign=kyouth-track-b", "Jobs", mei, () => makeProgrammeMember(mei.id)],
  ["/jobs/browse?page=1&type=Full-time&remote=1", "Browse jobs"],
  ["/jobs/2", "Data Analyst"],
  ["/jobs/3", "Front-end Developer (React)", mei],
  ["/jobs/9999", "Job not found"],
  ["/companies?page=1", "Companies"],
  ["/companies?page=1&industry=Cybersecurity", "Companies", mei],
  ["/companies/kopicloud", "KopiCloud Technologies Sdn. Bhd."],
  ["/companies/nope", "Company not found"],
  // Events: the list (filtered, past, the viewer's registrations), an event page with every section for a visitor and
  // for someone registered, the waitlist, a team event, one not open yet, and an unknown event.
  ["/events", "Events"],
  ["/events?when=PAST&type=Webinar&mode=Online", "Events", mei, seedEventRegistrations],
  ["/events?tab=mine", "Events", mei, seedEventRegistrations],
  ["/events/kl-tech-career-fair", "KL Tech Career Fair"],
  ["/events/kl-tech-career-fair", "KL Tech Career Fair", mei, seedEventRegistrations],
  ["/events/hk-tech-networking-mixer", "Hong Kong Tech Networking Mixer", mei, seedEventRegistrations],
  ["/events/hk-tech-networking-mixer", "Hong Kong Tech Networking Mixer", recruiter, seedEventRegistrations],
  ["/events/penang-schools-outreach", "Code Your Future: Penang Schools Outreach", mei],
  ["/events/penang-schools-outreach?team=ABCD2345", "Code Your Future: Penang Schools Outreach", mei],
  ["/events/penang-schools-outreach", "Code Your Future: Penang Schools Outreach", mei, seedEventTeam],
  ["/events/kl-tech-career-fair?register=1&invite_code=KLFAIR2026&role=jobseeker", "KL Tech Career Fair", recruiter],
  ["/signup?purpose=learn&invite_code=KLFAIR2026&next=event-reg&event_id=kl-tech-career-fair&role=jobseeker", "Create your talent account"],
  ["/login?purpose=recruit&invite_code=NOSUCHCODE&next=event-reg&event_id=kl-tech-career-fair", "Log in"],
  ["/events/kyouth-info-session", "KYouth Programme Info Session", mei],
  ["/events/no-such-event", "Event not found"],
  // The organiser's events, form (new, and an event with every section), registrations with invite codes; a student's
  // not-allowed state; an exhibitor's attendees and "My exhibitions", and another event's attendees they may not see.
  ["/events", "Events", jobAdmin],
  ["/events", "Events", exhibitor],
  ["/events/admin", "Manage events", jobAdmin],
  ["/events/admin", "Manage events", mei],
  ["/events/admin/new", "New event", jobAdmin],
  ["/events/admin/kl-tech-career-fair/edit", "Edit event", jobAdmin],
  ["/events/admin/kl-tech-career-fair", "Registrations: KL Tech Career Fair", jobAdmin],
  ["/events/admin/kl-tech-career-fair?status=Cancelled", "Registrations: KL Tech Career Fair", jobAdmin],
  ["/events/kl-tech-career-fair/attendees", "Attendees: KL Tech Career Fair", exhibitor],
  ["/events/hk-tech-networking-mixer/attendees", "Attendees: Hong Kong Tech Networking Mixer", exhibitor],
  ["/signup/company", "Tell us about your company", siti, addRepresentatives],
  ["/signup/company", "Tell us about your company", siti, seedRepresentatives],
  ["/signup/company", "Tell us about your company", mei],
  ["/employer", "Your company", recruiter],
  ["/employer", "Your company", siti, addRepresentatives],
  ["/employer", "Your company", siti, seedRepresentatives],
  ["/employer", "Your company", kumar, seedRepresentatives],
  ["/employer", "Your company", mei],
  ["/employer/company", "Company profile", recruiter],
  ["/employer/company", "Company profile", mei],
  ["/jobs/admin/companies?page=1", "Companies", jobAdmin],
  ["/jobs/admin/companies?page=1&search=nothing-matches", "Companies", jobAdmin],
  ["/jobs/admin/companies", "Companies", recruiter],
  ["/jobs/admin/companies/new", "Add a company", jobAdmin],
  ["/jobs/admin/companies/kopicloud/edit", "Edit company", jobAdmin],
  ["/jobs/admin/companies/no-such-company/edit", "Edit company", jobAdmin],
  ["/jobs/admin/representatives", "Company representatives", jobAdmin, seedRepresentatives],
  ["/jobs/admin/representatives?status=all", "Company representatives", jobAdmin, seedRepresentatives],
  ["/jobs/admin/representatives?status=REVOKED", "Company representatives", jobAdmin],
  ["/jobs/admin/representatives", "Company representatives", mei],
  ["/jobs/admin/all?page=1", "Manage jobs", jobAdmin],
  ["/jobs/admin/all?page=1&status=closed&search=nothing-matches", "Manage jobs", jobAdmin],
  [
    "/jobs/admin/all?page=1&applications=30",
    "Manage jobs",
    jobAdmin,
    () => [addMockJobApplication(mei.id, "30", ["APPLIED", "REVIEWED"]), addMockJobApplication(recruiter.id, "30")],
  ],
  ["/jobs/admin/all", "Manage jobs", mei],
  [
    "/jobs/admin/all?page=1&applications=2",
    "Jobs at Lantern Analytics Sdn. Bhd.",
    recruiter,
    () => void addMockJobApplication(mei.id, "2", ["APPLIED", "REVIEWED"]),
  ],
  ["/jobs/admin/jobs/new", "Post a job", recruiter],
  ["/jobs/admin/jobs/new", "Post a job", jobAdmin],
  ["/jobs/admin/jobs/2/edit", "Edit job", jobAdmin],
  ["/jobs/admin/jobs/1/edit", "Edit job", recruiter],
  ["/jobs/admin/jobs/new", "Post a job", mei],
  ["/jobs/admin/campaigns", "Campaigns", jobAdmin],
  ["/jobs/admin/campaigns", "Campaigns", mei],
  // Partners' API keys (the platform's admins): the list with an active and a revoked key, and a student's not-allowed state.
  ["/admin/api-keys", "API keys", talentAdmin],
  ["/admin/api-keys", "API keys", mei],
  // The forum frame (sections, search box, tag sidebar) and its list pages.
  ["/forum/tag/browse", "Browse tags", mei],
  ["/forum/tag/browse", "Browse tags", talentAdmin], // with the admin's tag controls
  ["/forum/history", "History", mei],
  ["/forum/history/comments", "History", mei],
  ["/forum/history/announcements", "History", instructor],
  ["/forum/history/announcements", "History", mei],
  ["/forum/bookmark", "Bookmarks", mei],
  ["/forum/bookmark/comments", "Bookmarks", mei],
  ["/forum/search", "Search the forum", mei],
  // Forum notifications (unread and read items, a report-type one for the admin).
  ["/forum/notifications", "Notifications", mei],
  ["/forum/notifications", "Notifications", talentAdmin],
  ["/forum/search?q=sql&scope=ALL", "Search the forum", mei],
  ["/forum/search?q=javascript&scope=CLASS", "Search the forum", mei],
  // The feed, a post (its author may moderate it; another reader may not), the post form and a missing post.
  ["/forum/feed", "Latest posts", mei],
  ["/forum/feed?page=2", "Latest posts", mei],
  ["/forum/post/r5t0w2zc-left-join-returns-more-rows-than-my-base-table-why", "LEFT JOIN returns more rows than my base table. Why?", mei],
  ["/forum/post/r5t0w2zc", "LEFT JOIN returns more rows than my base table. Why?", talentAdmin],
  ["/forum/post/new", "New post", mei],
  ["/forum/post/k8j5h2gd/edit", "Edit post", mei],
  ["/forum/post/zzzzzzzz-gone", "Post not found", mei],
  // Moderation: the forum admin pages (a talent admin; a student's "for moderators" state), a post under review with the
  // moderators' menu, and a hidden comment.
  ["/forum/admin/", "Forum admin dashboard", talentAdmin],
  ["/forum/admin/", "Forum admin dashboard", mei],
  ["/forum/support", "Support questions", talentAdmin],
  [
    "/forum/report/all",
    "Reports",
    talentAdmin,
    () => void addMockForumReport({ reporterId: mei.id, postId: "r5t0w2zc", commentId: "c3r5t0wc", reason: "Rude reply." }),
  ],
  ["/forum/report/all?status=DISMISSED", "Reports", talentAdmin],
  ["/forum/report/all", "Reports", mei],
  [
    "/forum/post/p7k2m9qa",
    "Hello from Penang! Starting the data analytics track",
    talentAdmin,
    () => void (findMockComment("c3r5t0wc")!.isHidden = true),
  ],
  // Class forums: a student's and an instructor's view (the full set of tabs), the people lists, the post form, and
  // the states for someone outside the class and an unknown class.
  ["/forum/class-forum/m1js-open-2026", "M1 JavaScript open class 2026", mei],
  ["/forum/class-forum/m1js-open-2026", "M1 JavaScript open class 2026", instructor],
  ["/forum/class-forum/m1js-open-2026/announcements", "M1 JavaScript open class 2026", mei],
  ["/forum/class-forum/m1js-open-2026/students", "M1 JavaScript open class 2026", instructor],
  ["/forum/class-forum/m1js-open-2026/students", "M1 JavaScript open class 2026", mei],
  ["/forum/class-forum/m1js-open-2026/moderators", "M1 JavaScript open class 2026", mei],
  ["/forum/class-forum/m1js-open-2026/new?kind=SUPPORT", "New post in M1 JavaScript open class 2026", mei],
  ["/forum/class-forum/m1js-open-2026/new?kind=ANNOUNCEMENT", "New post in M1 JavaScript open class 2026", instructor],
  ["/forum/class-forum/m1js-open-2026", "This class forum is for its members", jobAdmin],
  ["/forum/class-forum/no-such-class", "Class forum not found", mei],
];

/** axe on what is on screen: serious and critical violations (colour contrast is checked in the browser). */
async function seriousViolations(context: Element | Document = document.body) {
  const results = await axe.run(context as Element, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

describe("accessibility", () => {
  it("a post page as a moderator, with the moderators' menu open, then the report dialog", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/forum/post/d9f4g6jb");
    const title = "Three habits that make your SQL easier to review";
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("status", { name: /loading/i })).toBeNull());
    await user.click(screen.getByRole("button", { name: `Moderate: ${title}` }));
    // The menu's code may still be loading on a busy machine: wait longer than findBy's default second.
    expect(await screen.findByRole("menu", undefined, { timeout: 5_000 })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: `Report: ${title}` }));
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" })); // with the field's error shown
    expect(await within(dialog).findByText("Write at least 5 characters.")).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it("an event page with the cancel-registration dialog open", async () => {
    seedEventRegistrations();
    loginAs(mei);
    const { user } = renderApp("/events/kl-tech-career-fair");
    const panel = await screen.findByRole("region", { name: "Registration" });
    await user.click(await within(panel).findByRole("button", { name: "Cancel registration" }));
    expect(await screen.findByRole("dialog", { name: "Cancel your registration?" })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it.each(routes)("%s has landmarks, one h1, a title and no serious axe violations", async (url, h1, as, seed) => {
    seed?.();
    if (as) loginAs(as);
    renderApp(url);
    expect(await screen.findByRole("heading", { level: 1, name: h1 })).toBeTruthy();
    // Let lists finish loading before scanning.
    await waitFor(() => expect(screen.queryByRole("status", { name: /loading/i })).toBeNull());
    await waitFor(() => expect(document.querySelector("main [role=status] .mantine-Loader-root, main [data-loading-skeleton]")).toBeNull());

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeTruthy();
    expect(document.title).toMatch(/TalentForge$/);

    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(bad).toEqual([]);
  });
});

/**
 * The dark colour scheme: the same checks on a sample of pages, chosen from the header's menu or remembered from a
 * previous visit. jsdom computes no contrast; the theme's dark colours are checked in theme-contrast.test.tsx, and real
 * pages in the browser.
 */
describe("accessibility in the dark colour scheme", () => {
  const darkRoutes = routes.filter(
    ([url, , as]) =>
      ["/", "/courses?page=1", "/jobs?page=1&campaign=kyouth", "/dashboard", "/login"].includes(url) &&
      (url !== "/dashboard" || as === mei),
  );

  it("the header's menu switches the page to dark, and the page passes axe", async () => {
    const { user } = renderApp("/courses?page=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Courses" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Colour scheme: Follow the system" }));
    await user.click(await screen.findByRole("menuitem", { name: "Dark" }));
    expect(document.documentElement.getAttribute("data-mantine-color-scheme")).toBe("dark");
    expect(screen.getByRole("button", { name: "Colour scheme: Dark" })).toBeTruthy();
    await waitFor(() => expect(document.querySelector("main [data-loading-skeleton]")).toBeNull());
    expect(await seriousViolations()).toEqual([]);
  });

  it.each(darkRoutes)("%s, remembered as dark, has no serious axe violations", async (url, h1, as, seed) => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, "dark");
    seed?.();
    if (as) loginAs(as);
    renderApp(url);
    expect(await screen.findByRole("heading", { level: 1, name: h1 })).toBeTruthy();
    expect(document.documentElement.getAttribute("data-mantine-color-scheme")).toBe("dark");
    await waitFor(() => expect(document.querySelector("main [role=status] .mantine-Loader-root, main [data-loading-skeleton]")).toBeNull());
    expect(await seriousViolations()).toEqual([]);
  });
});
