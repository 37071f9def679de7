import type { ClassModuleResolvers } from "../../../__generated__/resolvers-types.js";

export const ClassModule: ClassModuleResolvers = {};
