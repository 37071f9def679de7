/** The cache after applying: the job points at the new application, and the cached lists of applications go. */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { gql, type TypedDocumentNode } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { AppliedJobsPageDocument } from "../../../__generated__/graphql";
import { loginAs, mei } from "../../../test/session";
import { useApplyToJob } from "./useApplyToJob";

const JobApplicationQuery: TypedDocumentNode<{ job: { id: string; viewerApplication: { id: string } | null } | null }, { id: string }> =
  gql`
    query UseApplyToJobTestJob($id: ID!) {
      job(id: $id) {
        id
        viewerApplication {
          id
        }
      }
    }
  `;

describe("useApplyToJob", () => {
  it("points the job's viewerApplication at the new application and drops the cached myJobApplications lists", async () => {
    loginAs(mei);
    const client = createApolloClient();
    await client.query({ query: JobApplicationQuery, variables: { id: "3" } });
    await client.query({ query: AppliedJobsPageDocument, variables: { page: 1 } });
    expect(client.readQuery({ query: JobApplicationQuery, variables: { id: "3" } })?.job?.viewerApplication).toBeNull();
    expect(client.readQuery({ query: AppliedJobsPageDocument, variables: { page: 1 } })).not.toBeNull();

    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => useApplyToJob(), { wrapper });
    const answer = await act(() => result.current[0]({ variables: { jobId: "3", coverNote: null } }));

    const applicationId = answer.data!.applyToJob.id;
    expect(client.readQuery({ query: JobApplicationQuery, variables: { id: "3" } })?.job?.viewerApplication).toEqual({
      __typename: "JobApplication",
      id: applicationId,
    });
    expect(client.readQuery({ query: AppliedJobsPageDocument, variables: { page: 1 } })).toBeNull();
  });
});
