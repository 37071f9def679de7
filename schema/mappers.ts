/**
 * codegen mappers: which drizzle row type (or service shape) a GraphQL type resolves from, per subgraph.
 * Paths are relative to subgraphs/<name>/__generated__/.
 */
export const SUBGRAPH_MAPPERS: Record<string, Record<string, string>> = {
  courses: {
    Course: "../services/catalogue.js#CourseRow",
    CourseProvider: "../services/catalogue.js#ProviderRow",
    CourseCategory: "../services/catalogue.js#CategoryRow",
    CareerRole: "../services/catalogue.js#CareerRoleRef",
    ProgrammeCourseList: "../services/catalogue.js#ProgrammeListRow",
    Person: "../services/content.js#PersonRow",
    Testimonial: "../services/content.js#TestimonialRow",
    PartnerOrganisation: "../services/content.js#PartnerOrganisationRow",
    Faq: "../services/content.js#FaqRow",
    Stat: "../services/content.js#StatRow",
    ValueCard: "../services/content.js#ValueCardRow",
    PageInfo: "../../shared/pagination.js#PageInfoModel",
    Programme: "../services/enrolment.js#ProgrammeRow",
    EnrolmentOption: "../services/enrolment.js#EnrolmentOptionRow",
    DescriptionBlock: "../services/enrolment.js#DescriptionBlockModel",
    ComparisonRow: "../services/enrolment.js#ComparisonRowModel",
    PaymentInstructions: "../services/payments/provider.js#PaymentInstructionsModel",
    Order: "../services/orders.js#OrderRow",
    CourseAccess: "../services/orders.js#CourseAccessRow",
    User: "../services/orders.js#UserRef",
  },
  talent: {
    User: "../services/profiles.js#UserRow",
    Tool: "../services/vocabulary.js#ToolRow",
    CareerRole: "../services/vocabulary.js#CareerRoleRow",
    RoleSkill: "../services/vocabulary.js#RoleSkillRow",
    ProfileAbout: "../services/profiles.js#AboutModel",
    WorkExperience: "../services/entries.js#WorkExperienceRow",
    Education: "../services/entries.js#EducationRow",
    CvScore: "../services/cv.js#CvScoreModel",
    CvScoreSnapshot: "../services/cv.js#CvSnapshotRow",
    PageInfo: "../../shared/pagination.js#PageInfoModel",
  },
  jobs: {
    Employer: "../services/postings.js#EmployerRow",
    Job: "../services/postings.js#JobRow",
    Event: "../services/postings.js#EventRef",
    CareerRole: "../services/postings.js#CareerRoleRef",
    PageInfo: "../../shared/pagination.js#PageInfoModel",
  },
  forum: {
    User: "../services/posts.js#UserRef",
    ForumCategory: "../services/tags.js#CategoryRow",
    ForumTag: "../services/tags.js#TagRow",
    ForumPost: "../services/posts.js#PostRow",
    PageInfo: "../../shared/pagination.js#PageInfoModel",
  },
  events: {
    Event: "../services/calendar.js#EventRow",
    PageInfo: "../../shared/pagination.js#PageInfoModel",
  },
};
