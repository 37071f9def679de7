import type { RegistrationOptionListResolvers } from "../../../__generated__/resolvers-types.js";
import { keyedOptionsOf } from "../services/programmes.js";

export const RegistrationOptionList: RegistrationOptionListResolvers = {
  options: (list) => [...list.options],
  byKey: (list) => keyedOptionsOf(list),
};
