/** Routes, each code-split with React.lazy; the shell (header, navigation) loads once and stays. */
import { lazy } from "react";
import { Route, Routes } from "react-router";
import AppLayout from "./layout/AppLayout";
import { RequireAuth } from "./auth/RequireAuth";

const LandingPage = lazy(() => import("./pages/LandingPage"));
const CoursesPage = lazy(() => import("./pages/CoursesPage"));
const CoursePage = lazy(() => import("./pages/CoursePage"));
const CoursesBrowsePage = lazy(() => import("./pages/CoursesBrowsePage"));
const ProgrammesPage = lazy(() => import("./pages/ProgrammesPage"));
const FinancingPage = lazy(() => import("./pages/FinancingPage"));
const MyLearningPage = lazy(() => import("./pages/MyLearningPage"));
const AdminOrdersPage = lazy(() => import("./pages/AdminOrdersPage"));
const AdminFinancingPage = lazy(() => import("./pages/AdminFinancingPage"));
const AdminCoursesPage = lazy(() => import("./pages/AdminCoursesPage"));
const AdminCourseEditPage = lazy(() => import("./pages/AdminCourseEditPage"));
const FindProgrammesPage = lazy(() => import("./pages/programmes/FindProgrammesPage"));
const ProgrammeApplyPage = lazy(() => import("./pages/programmes/ProgrammeApplyPage"));
const MyProgrammesPage = lazy(() => import("./pages/programmes/MyProgrammesPage"));
const AdminApplicationsPage = lazy(() => import("./pages/programmes/AdminApplicationsPage"));
const AdminProgrammesPage = lazy(() => import("./pages/programmes/AdminProgrammesPage"));
const PriorLearningPage = lazy(() => import("./pages/programmes/PriorLearningPage"));
const MyClassesPage = lazy(() => import("./pages/classroom/MyClassesPage"));
const ClassPage = lazy(() => import("./pages/classroom/ClassPage"));
const LessonPage = lazy(() => import("./pages/classroom/LessonPage"));
const GradingPage = lazy(() => import("./pages/classroom/GradingPage"));
const TutorialsPage = lazy(() => import("./pages/classroom/TutorialsPage"));
const CertificatesPage = lazy(() => import("./pages/classroom/CertificatesPage"));
const CertificateVerificationPage = lazy(() => import("./pages/classroom/CertificateVerificationPage"));
const AdminClassesPage = lazy(() => import("./pages/classroom/AdminClassesPage"));
const AdminClassPage = lazy(() => import("./pages/classroom/AdminClassPage"));
const AdminCertificatesPage = lazy(() => import("./pages/classroom/AdminCertificatesPage"));
const JobsPage = lazy(() => import("./pages/jobs/JobsPage"));
const JobsBrowsePage = lazy(() => import("./pages/jobs/JobsBrowsePage"));
const JobPage = lazy(() => import("./pages/jobs/JobPage"));
const CompaniesPage = lazy(() => import("./pages/jobs/CompaniesPage"));
const CompanyPage = lazy(() => import("./pages/jobs/CompanyPage"));
const SavedJobsPage = lazy(() => import("./pages/jobs/SavedJobsPage"));
const AppliedJobsPage = lazy(() => import("./pages/jobs/AppliedJobsPage"));
const AdminJobsPage = lazy(() => import("./pages/jobs/AdminJobsPage"));
const JobFormPage = lazy(() => import("./pages/jobs/JobFormPage"));
const AdminCampaignsPage = lazy(() => import("./pages/jobs/AdminCampaignsPage"));
const SignupCompanyPage = lazy(() => import("./pages/employer/SignupCompanyPage"));
const EmployerHomePage = lazy(() => import("./pages/employer/EmployerHomePage"));
const EmployerEditPage = lazy(() => import("./pages/employer/EmployerEditPage"));
const AdminCompaniesPage = lazy(() => import("./pages/employer/AdminCompaniesPage"));
const AdminCompanyNewPage = lazy(() => import("./pages/employer/AdminCompanyNewPage"));
const AdminRepresentativesPage = lazy(() => import("./pages/employer/AdminRepresentativesPage"));
const ForumLayout = lazy(() => import("./pages/forum/ForumLayout"));
const ForumFeedPage = lazy(() => import("./pages/forum/FeedPage"));
const ForumPostPage = lazy(() => import("./pages/forum/PostPage"));
const ForumPostFormPage = lazy(() => import("./pages/forum/PostFormPage"));
const ForumTagBrowsePage = lazy(() => import("./pages/forum/TagBrowsePage"));
const ForumHistoryPage = lazy(() => import("./pages/forum/HistoryPage"));
const ForumBookmarkPage = lazy(() => import("./pages/forum/BookmarkPage"));
const ForumSearchPage = lazy(() => import("./pages/forum/SearchPage"));
const ForumNotificationsPage = lazy(() => import("./pages/forum/NotificationsPage"));
const ForumClassPage = lazy(() => import("./pages/forum/ClassForumPage"));
const ForumClassPostFormPage = lazy(() => import("./pages/forum/ClassPostFormPage"));
const ForumAdminDashboardPage = lazy(() => import("./pages/forum/AdminDashboardPage"));
const ForumSupportPage = lazy(() => import("./pages/forum/SupportPage"));
const ForumReportsPage = lazy(() => import("./pages/forum/ReportsPage"));
const LoginPage = lazy(() => import("./pages/LoginPage"));
const SignupPage = lazy(() => import("./pages/SignupPage"));
const SelectRolePage = lazy(() => import("./pages/SelectRolePage"));
const DashboardPage = lazy(() => import("./pages/DashboardPage"));
const AdminDashboardPage = lazy(() => import("./pages/AdminDashboardPage"));
const ProfilePage = lazy(() => import("./pages/ProfilePage"));
const ProfileEditPage = lazy(() => import("./pages/ProfileEditPage"));
const CvPage = lazy(() => import("./pages/CvPage"));
const SettingsPage = lazy(() => import("./pages/SettingsPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        {/* Public learning pages (visitors too). */}
        <Route path="courses" element={<CoursesPage />} />
        <Route path="courses/browse" element={<CoursesBrowsePage />} />
        <Route path="courses/programmes" element={<ProgrammesPage />} />
        <Route path="courses/financing" element={<FinancingPage />} />
        <Route path="courses/:id" element={<CoursePage />} />
        <Route path="programmes/student/find-programmes" element={<FindProgrammesPage />} />
        <Route path="certificates/:idSlug" element={<CertificateVerificationPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="jobs/browse" element={<JobsBrowsePage />} />
        <Route path="jobs/:id" element={<JobPage />} />
        <Route path="companies" element={<CompaniesPage />} />
        <Route path="companies/:id" element={<CompanyPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signup/select-role" element={<SelectRolePage />} />
        {/* Logged-in only: visitors are sent to /login?next=<path>. */}
        <Route element={<RequireAuth />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="dashboard/admin" element={<AdminDashboardPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="profile/edit" element={<ProfileEditPage />} />
          <Route path="cv" element={<CvPage />} />
          <Route path="settings" element={<SettingsPage />} />
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
          {/* The forum (logged-in people only): one layout with the tag sidebar and search around every page. */}
          <Route path="forum" element={<ForumLayout />}>
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
