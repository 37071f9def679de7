/** Routes, each code-split with lazyPage (the page and its feature's words); the shell (header, navigation) loads once and stays. */
import { Children, isValidElement, lazy, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import AppLayout from "./layout/AppLayout";
import { RequireAuth } from "./RequireAuth";
import { lazyPage, type LazyPage } from "./lazyPage";

const LandingPage = lazyPage("home", () => import("../features/home/pages/LandingPage"));
const TeachPage = lazyPage("home", () => import("../features/home/pages/TeachPage"));
const CareerServicesPage = lazyPage("home", () => import("../features/home/pages/CareerServicesPage"));
const StudyOptionsPage = lazyPage("home", () => import("../features/home/pages/StudyOptionsPage"));
const CoursesPage = lazyPage("catalogue", () => import("../features/catalogue/pages/CoursesPage"));
const CoursePage = lazyPage("catalogue", () => import("../features/catalogue/pages/CoursePage"));
const CoursesBrowsePage = lazyPage("catalogue", () => import("../features/catalogue/pages/CoursesBrowsePage"));
const ProgrammesPage = lazyPage("catalogue", () => import("../features/catalogue/pages/ProgrammesPage"));
const FinancingPage = lazyPage("financing", () => import("../features/financing/pages/FinancingPage"));
const MyLearningPage = lazyPage("enrolment", () => import("../features/enrolment/pages/MyLearningPage"));
const AdminOrdersPage = lazyPage("enrolment", () => import("../features/enrolment/pages/AdminOrdersPage"));
const AdminFinancingPage = lazyPage("financing", () => import("../features/financing/pages/AdminFinancingPage"));
const AdminCoursesPage = lazyPage("catalogue", () => import("../features/catalogue/pages/AdminCoursesPage"));
const AdminCourseEditPage = lazyPage("catalogue", () => import("../features/catalogue/pages/AdminCourseEditPage"));
const FindProgrammesPage = lazyPage("programmes", () => import("../features/programmes/pages/FindProgrammesPage"));
const ProgrammeApplyPage = lazyPage("programmes", () => import("../features/programmes/pages/ProgrammeApplyPage"));
const MyProgrammesPage = lazyPage("programmes", () => import("../features/programmes/pages/MyProgrammesPage"));
const AdminApplicationsPage = lazyPage("programmes", () => import("../features/programmes/pages/AdminApplicationsPage"));
const AdminProgrammesPage = lazyPage("programmes", () => import("../features/programmes/pages/AdminProgrammesPage"));
const PriorLearningPage = lazyPage("programmes", () => import("../features/programmes/pages/PriorLearningPage"));
const MyClassesPage = lazyPage("classroom", () => import("../features/classroom/pages/MyClassesPage"));
const ClassPage = lazyPage("classroom", () => import("../features/classroom/pages/ClassPage"));
const LessonPage = lazyPage("classroom", () => import("../features/classroom/pages/LessonPage"));
const GradingPage = lazyPage("classroom", () => import("../features/classroom/pages/GradingPage"));
const TutorialsPage = lazyPage("classroom", () => import("../features/classroom/pages/TutorialsPage"));
const CertificatesPage = lazyPage("classroom", () => import("../features/classroom/pages/CertificatesPage"));
const CertificateVerificationPage = lazyPage("classroom", () => import("../features/classroom/pages/CertificateVerificationPage"));
const AdminClassesPage = lazyPage("classroom", () => import("../features/classroom/pages/AdminClassesPage"));
const AdminClassPage = lazyPage("classroom", () => import("../features/classroom/pages/AdminClassPage"));
const AdminCertificatesPage = lazyPage("classroom", () => import("../features/classroom/pages/AdminCertificatesPage"));
const JobsPage = lazyPage("jobs", () => import("../features/jobs/pages/JobsPage"));
const JobsBrowsePage = lazyPage("jobs", () => import("../features/jobs/pages/JobsBrowsePage"));
const JobPage = lazyPage("jobs", () => import("../features/jobs/pages/JobPage"));
const CompaniesPage = lazyPage("jobs", () => import("../features/jobs/pages/CompaniesPage"));
const CompanyPage = lazyPage("jobs", () => import("../features/jobs/pages/CompanyPage"));
const SavedJobsPage = lazyPage("jobs", () => import("../features/jobs/pages/SavedJobsPage"));
const AppliedJobsPage = lazyPage("jobs", () => import("../features/jobs/pages/AppliedJobsPage"));
const AdminJobsPage = lazyPage("jobs", () => import("../features/jobs/pages/AdminJobsPage"));
const JobFormPage = lazyPage("jobs", () => import("../features/jobs/pages/JobFormPage"));
const AdminCampaignsPage = lazyPage("jobs", () => import("../features/jobs/pages/AdminCampaignsPage"));
const SignupCompanyPage = lazyPage("employer", () => import("../features/employer/pages/SignupCompanyPage"));
const EmployerHomePage = lazyPage("employer", () => import("../features/employer/pages/EmployerHomePage"));
const EmployerEditPage = lazyPage("employer", () => import("../features/employer/pages/EmployerEditPage"));
const AdminCompaniesPage = lazyPage("employer", () => import("../features/employer/pages/AdminCompaniesPage"));
const AdminCompanyNewPage = lazyPage("employer", () => import("../features/employer/pages/AdminCompanyNewPage"));
const AdminRepresentativesPage = lazyPage("employer", () => import("../features/employer/pages/AdminRepresentativesPage"));
const ForumLayout = lazyPage("forum", () => import("../features/forum/pages/ForumLayout"));
const ForumFeedPage = lazyPage("forum", () => import("../features/forum/pages/FeedPage"));
const ForumPostPage = lazyPage("forum", () => import("../features/forum/pages/PostPage"));
const ForumPostFormPage = lazyPage("forum", () => import("../features/forum/pages/PostFormPage"));
const ForumTagBrowsePage = lazyPage("forum", () => import("../features/forum/pages/TagBrowsePage"));
const ForumHistoryPage = lazyPage("forum", () => import("../features/forum/pages/HistoryPage"));
const ForumBookmarkPage = lazyPage("forum", () => import("../features/forum/pages/BookmarkPage"));
const ForumSearchPage = lazyPage("forum", () => import("../features/forum/pages/SearchPage"));
const ForumNotificationsPage = lazyPage("forum", () => import("../features/forum/pages/NotificationsPage"));
const ForumClassPage = lazyPage("forum", () => import("../features/forum/pages/ClassForumPage"));
const ForumClassPostFormPage = lazyPage("forum", () => import("../features/forum/pages/ClassPostFormPage"));
const ForumAdminDashboardPage = lazyPage("forum", () => import("../features/forum/pages/AdminDashboardPage"));
const ForumSupportPage = lazyPage("forum", () => import("../features/forum/pages/SupportPage"));
const ForumReportsPage = lazyPage("forum", () => import("../features/forum/pages/ReportsPage"));
const LoginPage = lazyPage("account", () => import("../features/account/pages/LoginPage"));
const SignupPage = lazyPage("account", () => import("../features/account/pages/SignupPage"));
const SelectRolePage = lazyPage("account", () => import("../features/account/pages/SelectRolePage"));
const ForgotPasswordPage = lazyPage("account", () => import("../features/account/pages/ForgotPasswordPage"));
const ResetPasswordPage = lazyPage("account", () => import("../features/account/pages/ResetPasswordPage"));
const VerifyEmailPage = lazyPage("account", () => import("../features/account/pages/VerifyEmailPage"));
const ConfirmEmailChangePage = lazyPage("account", () => import("../features/account/pages/ConfirmEmailChangePage"));
const DashboardPage = lazyPage("dashboard", () => import("../features/dashboard/pages/DashboardPage"));
const AdminDashboardPage = lazyPage("talent", () => import("../features/talent/pages/AdminDashboardPage"));
const ProfilePage = lazyPage("talent", () => import("../features/talent/pages/ProfilePage"));
const ProfileEditPage = lazyPage("talent", () => import("../features/talent/pages/ProfileEditPage"));
const CvPage = lazyPage("talent", () => import("../features/talent/pages/CvPage"));
const SettingsPage = lazyPage("talent", () => import("../features/talent/pages/SettingsPage"));
const ApplicationsPage = lazyPage("applications", () => import("../features/applications/pages/ApplicationsPage"));
const SkillsHomePage = lazyPage("skills", () => import("../features/skills/pages/SkillsHomePage"));
const ChooseSkillRolePage = lazyPage("skills", () => import("../features/skills/pages/ChooseSkillRolePage"));
const VerifySkillsPage = lazyPage("skills", () => import("../features/skills/pages/VerifySkillsPage"));
const StartSkillTestPage = lazyPage("skills", () => import("../features/skills/pages/StartSkillTestPage"));
const PracticeSkillsPage = lazyPage("skills", () => import("../features/skills/pages/PracticeSkillsPage"));
const SkillAttemptPage = lazyPage("skills", () => import("../features/skills/pages/SkillAttemptPage"));
const MySkillsPage = lazyPage("skills", () => import("../features/skills/pages/MySkillsPage"));
const DiscoverSkillsPage = lazyPage("skills", () => import("../features/skills/pages/DiscoverSkillsPage"));
const SkillsAdminPage = lazyPage("skills", () => import("../features/skills/pages/SkillsAdminPage"));
const AdminSkillsPage = lazyPage("skills", () => import("../features/skills/pages/AdminSkillsPage"));
const AdminSkillTestBankPage = lazyPage("skills", () => import("../features/skills/pages/AdminSkillTestBankPage"));
const AdminAssessmentsPage = lazyPage("skills", () => import("../features/skills/pages/AdminAssessmentsPage"));
const AdminAttemptReviewPage = lazyPage("skills", () => import("../features/skills/pages/AdminAttemptReviewPage"));
const SkillsFaqPage = lazyPage("skills", () => import("../features/skills/pages/SkillsFaqPage"));
const InterviewsPage = lazyPage("interviews", () => import("../features/interviews/pages/InterviewsPage"));
const PracticeInterviewPage = lazyPage("interviews", () => import("../features/interviews/pages/PracticeInterviewPage"));
const AdminInterviewsPage = lazyPage("interviews", () => import("../features/interviews/pages/AdminInterviewsPage"));
const CareersPage = lazyPage("careers", () => import("../features/careers/pages/CareersPage"));
const AdminCareersPage = lazyPage("careers", () => import("../features/careers/pages/AdminCareersPage"));
const EventsPage = lazyPage("events", () => import("../features/events/pages/EventsPage"));
const EventPage = lazyPage("events", () => import("../features/events/pages/EventPage"));
const AdminEventsPage = lazyPage("events", () => import("../features/events/pages/AdminEventsPage"));
const EventFormPage = lazyPage("events", () => import("../features/events/pages/EventFormPage"));
const AdminEventRegistrationsPage = lazyPage("events", () => import("../features/events/pages/AdminEventRegistrationsPage"));
const EventAttendeesPage = lazyPage("events", () => import("../features/events/pages/EventAttendeesPage"));
const DevMailboxPage = lazyPage("mailbox", () => import("../features/mailbox/pages/DevMailboxPage"));
const AdminApiKeysPage = lazyPage("partners", () => import("../features/partners/pages/AdminApiKeysPage"));
const NotFoundPage = lazy(() => import("../ui/NotFoundPage"));

/** A short address sent on to the page's own (replacing it in history), with its query string: links in the wild keep their filters. */
function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** The route tree, matched by <Routes> and, before the first render, by preloadRoute. */
export const appRoutes = (
  <Route element={<AppLayout />}>
    <Route index element={<LandingPage />} />
    {/* Public information pages: teaching with us, career services, self-paced or sponsored study. */}
    <Route path="teach" element={<TeachPage />} />
    <Route path="career-services" element={<CareerServicesPage />} />
    <Route path="study-options" element={<StudyOptionsPage />} />
    {/* Public learning pages (visitors too). */}
    <Route path="courses" element={<CoursesPage />} />
    <Route path="courses/browse" element={<CoursesBrowsePage />} />
    <Route path="courses/programmes" element={<ProgrammesPage />} />
    <Route path="courses/financing" element={<FinancingPage />} />
    <Route path="courses/:id" element={<CoursePage />} />
    <Route path="programmes" element={<RedirectKeepingSearch to="/courses/programmes" />} />
    <Route path="financing" element={<RedirectKeepingSearch to="/courses/financing" />} />
    <Route path="programmes/student/find-programmes" element={<FindProgrammesPage />} />
    <Route path="certificates/:idSlug" element={<CertificateVerificationPage />} />
    {/* The Skills FAQ is public; the rest of the skills area needs a login (below). */}
    <Route path="skills/faq" element={<SkillsFaqPage />} />
    <Route path="jobs" element={<JobsPage />} />
    <Route path="jobs/browse" element={<JobsBrowsePage />} />
    <Route path="jobs/:id" element={<JobPage />} />
    <Route path="companies" element={<CompaniesPage />} />
    <Route path="companies/:id" element={<CompanyPage />} />
    {/* Events and their pages (visitors too: registering asks them to log in). */}
    <Route path="events" element={<EventsPage />} />
    <Route path="events/:id" element={<EventPage />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="signup" element={<SignupPage />} />
    <Route path="signup/select-role" element={<SelectRolePage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    {/* Public: an emailed link works whether or not the person is logged in in this browser. */}
    <Route path="verify-email" element={<VerifyEmailPage />} />
    <Route path="confirm-email-change" element={<ConfirmEmailChangePage />} />
    {/* Logged-in only: visitors are sent to /login?next=<path>. */}
    <Route element={<RequireAuth />}>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="dashboard/admin" element={<AdminDashboardPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="profile/edit" element={<ProfileEditPage />} />
      <Route path="cv" element={<CvPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="applications" element={<ApplicationsPage />} />
      {/* The skills system: role and readiness, chart and rankings, where gaps close, choosing a role, tests, practice, attempts. */}
      <Route path="skills" element={<Navigate to="/skills/home" replace />} />
      <Route path="skills/home" element={<SkillsHomePage />} />
      <Route path="skills/choose-role" element={<ChooseSkillRolePage />} />
      <Route path="skills/verify" element={<VerifySkillsPage />} />
      <Route path="skills/verify/:testId" element={<StartSkillTestPage />} />
      <Route path="skills/practice" element={<PracticeSkillsPage />} />
      <Route path="skills/attempts/:id" element={<SkillAttemptPage />} />
      <Route path="skills/my-skills" element={<MySkillsPage />} />
      <Route path="skills/discover" element={<DiscoverSkillsPage />} />
      {/* Skills admin: its home, and managing tests, question banks, roles' requirements and the vocabulary (TALENT_ADMIN; others see the not-allowed state and the server answers FORBIDDEN). */}
      <Route path="skills/admin" element={<SkillsAdminPage />} />
      <Route path="skills/admin/skills" element={<AdminSkillsPage />} />
      <Route path="skills/admin/skills/tests/:testId" element={<AdminSkillTestBankPage />} />
      {/* The assessments review (TALENT_ADMIN; others see the not-allowed state and the server answers FORBIDDEN). */}
      <Route path="skills/admin/assessments" element={<AdminAssessmentsPage />} />
      <Route path="skills/admin/assessments/:id" element={<AdminAttemptReviewPage />} />
      {/* Interview preparation for learners: mock interviews with mentors, and practice interviews from question sets. */}
      <Route path="interviews" element={<InterviewsPage />} />
      <Route path="interviews/practice/:id" element={<PracticeInterviewPage />} />
      {/* Mock interviews for their hosts: slots and feedback (INSTRUCTOR, TALENT_ADMIN), question sets (TALENT_ADMIN); others see the not-allowed state. */}
      <Route path="interviews/admin" element={<AdminInterviewsPage />} />
      {/* Career services: certified-associate students' team, projects and reviews; the staff side (INSTRUCTOR, TALENT_ADMIN; others see the not-allowed state). */}
      <Route path="careers" element={<CareersPage />} />
      <Route path="careers/admin" element={<AdminCareersPage />} />
      {/* Events for the organiser (JOB_ADMIN: events, registrations, invite codes) and an event's attendees for its exhibitors; others see the not-allowed state. */}
      <Route path="events/admin" element={<AdminEventsPage />} />
      <Route path="events/admin/new" element={<EventFormPage />} />
      <Route path="events/admin/:id" element={<AdminEventRegistrationsPage />} />
      <Route path="events/admin/:id/edit" element={<EventFormPage />} />
      <Route path="events/:id/attendees" element={<EventAttendeesPage />} />
      {/* The employer side: company representatives (their request, their company) and JOB_ADMIN's companies. */}
      <Route path="signup/company" element={<SignupCompanyPage />} />
      <Route path="employer" element={<EmployerHomePage />} />
      <Route path="employer/company" element={<EmployerEditPage />} />
      <Route path="jobs/admin/companies" element={<AdminCompaniesPage />} />
      <Route path="jobs/admin/companies/new" element={<AdminCompanyNewPage />} />
      <Route path="jobs/admin/companies/:id/edit" element={<EmployerEditPage admin />} />
      <Route path="jobs/admin/representatives" element={<AdminRepresentativesPage />} />
      <Route path="courses/my-learning" element={<MyLearningPage />} />
      <Route path="courses/admin/orders" element={<AdminOrdersPage />} />
      <Route path="courses/admin/financing" element={<AdminFinancingPage />} />
      <Route path="courses/admin/courses" element={<AdminCoursesPage />} />
      <Route path="courses/admin/courses/:id/edit" element={<AdminCourseEditPage />} />
      <Route path="programmes/student/apply/:programmeId" element={<ProgrammeApplyPage />} />
      <Route path="programmes/student/my-programmes" element={<MyProgrammesPage />} />
      <Route path="programmes/admin/applications" element={<AdminApplicationsPage />} />
      <Route path="programmes/admin/programmes" element={<AdminProgrammesPage />} />
      <Route path="programmes/admin/prior-learning" element={<PriorLearningPage />} />
      <Route path="classroom" element={<MyClassesPage />} />
      <Route path="classroom/:slug" element={<ClassPage />} />
      <Route path="classroom/:slug/lessons/:lessonId" element={<LessonPage />} />
      <Route path="classroom/:slug/grading" element={<GradingPage />} />
      <Route path="classroom/:slug/tutorials" element={<TutorialsPage />} />
      <Route path="courses/certificates" element={<CertificatesPage />} />
      <Route path="courses/admin/classes" element={<AdminClassesPage />} />
      <Route path="courses/admin/classes/:slug" element={<AdminClassPage />} />
      <Route path="courses/admin/certificates" element={<AdminCertificatesPage />} />
      <Route path="jobs/saved-jobs" element={<SavedJobsPage />} />
      <Route path="jobs/applied-jobs" element={<AppliedJobsPage />} />
      <Route path="jobs/admin/all" element={<AdminJobsPage />} />
      <Route path="jobs/admin/jobs/new" element={<JobFormPage />} />
      <Route path="jobs/admin/jobs/:id/edit" element={<JobFormPage />} />
      <Route path="jobs/admin/campaigns" element={<AdminCampaignsPage />} />
      {/* Partners' API keys (the platform's admins; others see the not-allowed state and the server answers FORBIDDEN). */}
      <Route path="admin/api-keys" element={<AdminApiKeysPage />} />
      {/* The forum (logged-in people only): one layout with the tag sidebar and search around every page. */}
      <Route path="forum" element={<ForumLayout />}>
        {/* The forum has no page of its own: its address opens the feed. */}
        <Route index element={<Navigate to="/forum/feed" replace />} />
        <Route path="feed" element={<ForumFeedPage />} />
        <Route path="post/new" element={<ForumPostFormPage />} />
        <Route path="post/:idSlug" element={<ForumPostPage />} />
        <Route path="post/:idSlug/edit" element={<ForumPostFormPage />} />
        <Route path="tag/browse" element={<ForumTagBrowsePage />} />
        <Route path="history" element={<ForumHistoryPage tab="posts" />} />
        <Route path="history/comments" element={<ForumHistoryPage tab="comments" />} />
        <Route path="history/announcements" element={<ForumHistoryPage tab="announcements" />} />
        <Route path="bookmark" element={<ForumBookmarkPage tab="posts" />} />
        <Route path="bookmark/comments" element={<ForumBookmarkPage tab="comments" />} />
        <Route path="search" element={<ForumSearchPage />} />
        <Route path="notifications" element={<ForumNotificationsPage />} />
        {/* Class forums (SPEC §2): Posts, Announcements, Pinned, Support; Instructors and Students for moderators. */}
        <Route path="class-forum/:slug" element={<ForumClassPage tab="posts" />} />
        <Route path="class-forum/:slug/announcements" element={<ForumClassPage tab="announcements" />} />
        <Route path="class-forum/:slug/pinned" element={<ForumClassPage tab="pinned" />} />
        <Route path="class-forum/:slug/support" element={<ForumClassPage tab="support" />} />
        <Route path="class-forum/:slug/moderators" element={<ForumClassPage tab="moderators" />} />
        <Route path="class-forum/:slug/students" element={<ForumClassPage tab="students" />} />
        <Route path="class-forum/:slug/new" element={<ForumClassPostFormPage />} />
        {/* The forum admin menu's pages (forum admins and class instructors; the server limits what each sees). */}
        <Route path="admin" element={<ForumAdminDashboardPage />} />
        <Route path="support" element={<ForumSupportPage />} />
        <Route path="report/all" element={<ForumReportsPage />} />
      </Route>
    </Route>
    {/* The emails kept instead of sent outside production (public: demos and browser tests read them logged out). */}
    <Route path="dev/mailbox" element={<DevMailboxPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Every route of the tree with its full path and the elements it renders, outermost first. */
function flatten(routes: ReactNode, parentPath = "", parentElements: ReactNode[] = []): { path: string; elements: ReactNode[] }[] {
  return Children.toArray(routes).flatMap((child) => {
    if (!isValidElement<RouteProps>(child)) return [];
    const { path, index, element, children } = child.props;
    const full = path === undefined ? parentPath : `${parentPath.replace(/\/$/, "")}/${path}`;
    const elements = [...parentElements, element];
    return [...(path !== undefined || index ? [{ path: full || "/", elements }] : []), ...flatten(children, full, elements)];
  });
}

let flattened: ReturnType<typeof flatten> | undefined;

/** The elements the route that `pathname` opens renders, outermost (the layouts) first. */
export function routeElementsFor(pathname: string): ReactNode[] {
  let best: { elements: ReactNode[]; score: number } | undefined;
  for (const route of (flattened ??= flatten(appRoutes))) {
    const s = score(route.path, pathname);
    // On a tie the deeper route wins: a layout's index route over the layout itself, as react-router picks it.
    if (s !== null && (!best || s > best.score || (s === best.score && route.elements.length > best.elements.length)))
      best = { elements: route.elements, score: s };
  }
  return best?.elements ?? [];
}

/**
 * How well a route's path matches `pathname`, or null: ranked as react-router ranks routes (a static segment over a
 * parameter, either over `*`), without compiling a pattern per route as its matcher does.
 */
function score(path: string, pathname: string): number | null {
  const want = path.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  const splat = want.at(-1) === "*";
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return null;
  let total = splat ? -2 : 0;
  for (const [i, part] of want.entries()) {
    if (part.startsWith(":")) total += 3;
    else if (part.toLowerCase() === have[i]!.toLowerCase()) total += 10;
    else return null;
  }
  return total;
}

/**
 * Starts downloading the pages `pathname` shows, with their words: main.tsx calls it while the app's own words load,
 * so the first page arrives with them instead of after the first render. A plain walk of the route tree: react-router's
 * own matching (every route's pattern compiled and ranked) cost a phone tens of milliseconds here, and `<Routes>`
 * matches again when it renders anyway.
 */
export function preloadRoute(pathname: string): void {
  for (const element of routeElementsFor(pathname)) {
    const page = isValidElement(element) ? (element.type as Partial<LazyPage<object>>) : undefined;
    page?.preload?.();
  }
}
