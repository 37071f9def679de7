/** Choosing a role updates the cached skills home (role and readiness) from the mutation's answer, without a re-read. */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { ChooseSkillRolePageDocument, SkillsHomePageDocument } from "../../../__generated__/graphql";
import { countOf, recordOperations } from "../../../test/operations";
import { readServerError } from "../../../lib/graphqlErrors";
import { recruiter, loginAs, mei } from "../../../test/session";
import { useChooseSkillRole } from "./useChooseSkillRole";

function setUp() {
  const client = createApolloClient();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result } = renderHook(() => useChooseSkillRole(), { wrapper });
  const home = () => client.readQuery({ query: SkillsHomePageDocument })?.viewer;
  return { client, choose: (roleId: string) => act(() => result.current[0]({ variables: { roleId } })), home };
}

describe("useChooseSkillRole", () => {
  it("puts the new role and its readiness into the cached skills home and role page", async () => {
    loginAs(mei);
    const { client, choose, home } = setUp();
    await client.query({ query: SkillsHomePageDocument });
    await client.query({ query: ChooseSkillRolePageDocument });
    expect(home()?.skillRole?.title).toBe("Junior front-end developer");
    const sent = recordOperations();

    await choose("role-backend-developer-junior");
    expect(home()?.skillRole?.title).toBe("Junior back-end developer");
    expect(home()?.skillReadiness).toMatchObject({ metCount: 0, total: 9, ready: false });
    expect(home()?.skillReadiness?.missing[0]?.requirement).toMatchObject({ id: "server-language", title: "A server-side language" });
    expect(home()?.verifiedSkills).toHaveLength(3);
    expect(client.readQuery({ query: ChooseSkillRolePageDocument })?.viewer?.skillRole?.id).toBe("role-backend-developer-junior");
    expect(countOf(sent, "SkillsHomePage")).toBe(0);
  });

  it("gives someone without a role their first one", async () => {
    loginAs(recruiter);
    const { client, choose, home } = setUp();
    await client.query({ query: SkillsHomePageDocument });
    expect(home()?.skillRole).toBeNull();
    await choose("role-frontend-developer-senior");
    expect(home()?.skillRole?.title).toBe("Senior front-end developer");
    expect(home()?.skillReadiness?.categories.map((c) => c.category)).toEqual(["CORE", "ROLE_SPECIFIC", "TOOLS", "METHODOLOGIES"]);
  });

  it("refuses a coming-soon role (BAD_USER_INPUT) and an unknown one (NOT_FOUND), leaving the role as it was", async () => {
    loginAs(mei);
    const { client, choose, home } = setUp();
    await client.query({ query: SkillsHomePageDocument });
    const failure = async (roleId: string) => {
      try {
        await choose(roleId);
        return null;
      } catch (e) {
        return readServerError(e).code;
      }
    };
    expect(await failure("role-data-analyst")).toBe("BAD_USER_INPUT");
    expect(await failure("role-astronaut")).toBe("NOT_FOUND");
    expect(home()?.skillRole?.id).toBe("role-frontend-developer-junior");
  });
});
