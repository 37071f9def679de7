/** Adding or editing a vocabulary entry drops the cached vocabulary pages (their order and search matches may change). */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { AdminVocabularyDocument } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { useAddTool } from "./useAddTool";
import { useUpdateTool } from "./useUpdateTool";

function setUp() {
  const client = createApolloClient();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result } = renderHook(() => ({ add: useAddTool(), update: useUpdateTool() }), { wrapper });
  const cached = () => client.readQuery({ query: AdminVocabularyDocument, variables: { page: 1, search: "svel" } }) !== null;
  const load = () => client.query({ query: AdminVocabularyDocument, variables: { page: 1, search: "svel" } });
  return { result, cached, load };
}

describe("useAddTool and useUpdateTool", () => {
  it("drop the cached vocabulary pages, and the entry reads back as saved", async () => {
    loginAs(talentAdmin);
    const { result, cached, load } = setUp();
    await load();
    expect(cached()).toBe(true);
    const added = await act(() => result.current.add[0]({ variables: { id: "svelte", input: { title: "Svelte", skill: true } } }));
    expect(added.data?.addTool).toMatchObject({ id: "svelte", title: "Svelte", skill: true });
    expect(cached()).toBe(false);

    const page = await load();
    expect(page.data?.tools.items.some((t) => t.id === "svelte")).toBe(true);
    await act(() => result.current.update[0]({ variables: { id: "svelte", input: { title: "SvelteKit", skill: true } } }));
    expect(cached()).toBe(false);
    expect((await load()).data?.tools.items.find((t) => t.id === "svelte")?.title).toBe("SvelteKit");
  });

  it("is refused to anyone but a talent admin, changing nothing", async () => {
    loginAs(mei);
    const { result, cached, load } = setUp();
    await load();
    const failure = await act(() =>
      result.current.add[0]({ variables: { id: "svelte", input: { title: "Svelte", skill: true } } }).then(
        () => null,
        (e: unknown) => readServerError(e).code,
      ),
    );
    expect(failure).toBe("FORBIDDEN");
    expect(cached()).toBe(true);
  });
});
