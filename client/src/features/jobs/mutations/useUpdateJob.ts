/** Saves a job's form (back office). It answers with the job (JobForm_job), which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { UpdateJobDocument } from "../../../__generated__/graphql";

export function useUpdateJob() {
  return useMutation(UpdateJobDocument);
}
