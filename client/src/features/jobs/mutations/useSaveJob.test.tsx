/** The cached saved-jobs lists: saving drops them (they gain an item), unsaving keeps them (the entry stays, unpressed). */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { SavedJobsPageDocument } from "../../../__generated__/graphql";
import { loginAs, mei } from "../../../test/session";
import { useSaveJob } from "./useSaveJob";
import { useUnsaveJob } from "./useUnsaveJob";

function hasSavedJobsList(client: ReturnType<typeof createApolloClient>) {
  return client.readQuery({ query: SavedJobsPageDocument, variables: { page: 1 } }) !== null;
}

describe("useSaveJob and useUnsaveJob", () => {
  it("saving drops the cached savedJobs lists; unsaving keeps them", async () => {
    loginAs(mei);
    const client = createApolloClient();
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => ({ save: useSaveJob(), unsave: useUnsaveJob() }), { wrapper });

    await client.query({ query: SavedJobsPageDocument, variables: { page: 1 } });
    expect(hasSavedJobsList(client)).toBe(true);
    const saved = await act(() => result.current.save[0]({ variables: { jobId: "3" } }));
    expect(saved.data?.saveJob.viewerSaved).toBe(true);
    expect(hasSavedJobsList(client)).toBe(false);

    await client.query({ query: SavedJobsPageDocument, variables: { page: 1 } });
    const unsaved = await act(() => result.current.unsave[0]({ variables: { jobId: "3" } }));
    expect(unsaved.data?.unsaveJob.viewerSaved).toBe(false);
    expect(hasSavedJobsList(client)).toBe(true);
  });
});
