/** Routes, each code-split with React.lazy; the shell (header, navigation) loads once and stays. */
import { lazy } from "react";
import { Route, Routes } from "react-router";
import AppLayout from "./layout/AppLayout";

const LandingPage = lazy(() => import("./pages/LandingPage"));
const CoursesPage = lazy(() => import("./pages/CoursesPage"));
const JobsPage = lazy(() => import("./pages/JobsPage"));
const LoginPage = lazy(() => import("./pages/LoginPage"));
const SignupPage = lazy(() => import("./pages/SignupPage"));
const SelectRolePage = lazy(() => import("./pages/SelectRolePage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="courses" element={<CoursesPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signup/select-role" element={<SelectRolePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
