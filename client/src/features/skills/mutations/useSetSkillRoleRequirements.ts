/**
 * Replaces a role's requirements. The answer is the role with its new requirements, which the normalized cache puts in
 * place (SkillRole.requirements is replaced, not merged); the readiness pages read theirs again whenever they open.
 */
import { useMutation } from "@apollo/client/react";
import { SetSkillRoleRequirementsDocument } from "../../../__generated__/graphql";

export function useSetSkillRoleRequirements() {
  return useMutation(SetSkillRoleRequirementsDocument);
}
