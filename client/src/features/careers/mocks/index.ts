/**
 * The careers mock backend (SPEC §1 career services): its state, seeded from the server's demo seed (./store.ts), and
 * joining, teams, portfolio projects and reviews as the server takes them (./careers.ts), with its share of the mock
 * schema. A learner's interview preparation is the interviews mock's.
 */
export {
  addMockCareerServices,
  addMockCareerStaff,
  grantMockCertifiedAssociate,
  loadMockCareers,
  mockCareersState,
  resetMockCareers,
  storedMockCareers,
  type MockCareerReview,
  type MockCareerServices,
  type MockCareerStaff,
  type MockPortfolioProject,
} from "./store";
export { careersResolvers as careersMockResolvers, mockCareerServicesOf, mockCertifiedAssociateCourses } from "./careers";
