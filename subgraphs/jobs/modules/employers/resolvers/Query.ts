import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { companyFormOptions, findEmployer, listCompanies, listHiringPartners } from "../services/companies.js";

export const Query: Pick<QueryResolvers, "companies" | "hiringPartners" | "companyFormOptions" | "employer"> = {
  companies: (_, args, ctx) => listCompanies(ctx, args),
  hiringPartners: (_, __, ctx) => listHiringPartners(ctx),
  companyFormOptions: () => companyFormOptions(),
  employer: (_, { id }, ctx) => findEmployer(ctx, id),
};
