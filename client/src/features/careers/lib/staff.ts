/** Who works on the careers admin side: anyone who may serve as some kind of career staff (STAFF_ROLES). */
import type { Role } from "../../../__generated__/graphql";
import { CAREER_STAFF_KINDS } from "@server/talent/modules/careers/rules/limits";
import { mayServeAs } from "@server/talent/modules/careers/rules/portfolio";

export const staffKindsOf = (roles: readonly Role[]) => CAREER_STAFF_KINDS.filter((kind) => mayServeAs(roles, kind));
export const isCareerStaff = (roles: readonly Role[]) => staffKindsOf(roles).length > 0;
