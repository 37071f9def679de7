/** Refusals of the registration module: CONFLICT with a stable extensions.reason (rules/conflicts.ts). */
import { conflict } from "../../../../shared/errors.js";
import { REGISTRATION_CONFLICTS, type RegistrationConflict } from "../rules/conflicts.js";

export { REGISTRATION_CONFLICTS, type RegistrationConflict };

export const refuse = (reason: RegistrationConflict, field = "eventId") =>
  conflict(REGISTRATION_CONFLICTS[reason], { [field]: REGISTRATION_CONFLICTS[reason] }, reason);
