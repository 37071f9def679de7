import type { BaseContext } from "../shared/server.js";
import { createTalentLoaders, type TalentLoaders } from "./loaders.js";

export interface TalentContext extends BaseContext {
  loaders: TalentLoaders;
}

export function talentContext(base: BaseContext): TalentContext {
  return { ...base, loaders: createTalentLoaders(base.db) };
}
