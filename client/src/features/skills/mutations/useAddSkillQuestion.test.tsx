/**
 * The cached banks of a test after bank mutations: an added question joins both views in place, a retired one leaves the
 * drawn view only, and a revision swaps places in the drawn view while the view with retired questions is read again.
 */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { AdminSkillTestBankDocument, type SkillQuestionInput } from "../../../__generated__/graphql";
import { countOf, recordOperations } from "../../../test/operations";
import { talentAdmin, loginAs } from "../../../test/session";
import { useAddSkillQuestion } from "./useAddSkillQuestion";
import { useRetireSkillQuestion } from "./useRetireSkillQuestion";
import { useReviseSkillQuestion } from "./useReviseSkillQuestion";

const testId = "sql-beginner";
const input: SkillQuestionInput = {
  kind: "MULTIPLE_CHOICE",
  prompt: "Which clauses can filter rows of a grouped query?",
  code: "SELECT dept, COUNT(*)\nFROM staff\nGROUP BY dept;",
  options: ["WHERE", "HAVING", "ORDER BY"],
  correctOptionIds: ["a", "b"],
  explanation: "WHERE filters rows before grouping and HAVING filters groups after it.",
};

async function setUp() {
  loginAs(talentAdmin);
  const client = createApolloClient();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result } = renderHook(
    () => ({ add: useAddSkillQuestion(), retire: useRetireSkillQuestion(), revise: useReviseSkillQuestion() }),
    {
      wrapper,
    },
  );
  for (const includeRetired of [false, true])
    await client.query({ query: AdminSkillTestBankDocument, variables: { testId, includeRetired } });
  const bank = (includeRetired: boolean) =>
    client.readQuery({ query: AdminSkillTestBankDocument, variables: { testId, includeRetired } })?.skillTest?.bank ?? null;
  return { result, bank };
}

describe("the bank mutations' cache updates", () => {
  it("an added question joins both cached views last, and a retired one leaves the drawn view only, without re-reading", async () => {
    const { result, bank } = await setUp();
    const sent = recordOperations();
    const added = await act(() => result.current.add[0]({ variables: { testId, input } }));
    const question = added.data!.addSkillQuestion;
    expect(question).toMatchObject({ position: 14, correctOptionIds: ["a", "b"], retiredAt: null });
    expect(bank(false)?.map((q) => q.id)).toHaveLength(15);
    expect(bank(false)?.at(-1)?.prompt).toBe(input.prompt);
    expect(bank(true)?.at(-1)?.id).toBe(question.id);

    await act(() => result.current.retire[0]({ variables: { questionId: "sql-beg-03" } }));
    expect(bank(false)?.some((q) => q.id === "sql-beg-03")).toBe(false);
    expect(bank(true)?.find((q) => q.id === "sql-beg-03")?.retiredAt).toEqual(expect.any(String));
    expect(countOf(sent, "AdminSkillTestBank")).toBe(0);
  });

  it("a revision takes the old question's place in the drawn view; the view with retired questions is dropped", async () => {
    const { result, bank } = await setUp();
    const revised = await act(() => result.current.revise[0]({ variables: { questionId: "sql-beg-02", input } }));
    const question = revised.data!.reviseSkillQuestion;
    expect(question).toMatchObject({ revisionOf: "sql-beg-02", position: 1 });
    const drawn = bank(false)!.map((q) => q.id);
    expect(drawn).toHaveLength(14);
    expect(drawn.slice(0, 3)).toEqual(["sql-beg-01", question.id, "sql-beg-03"]);
    expect(bank(true)).toBeNull();
  });
});
