/**
 * A talent admin's change to a question set shows in both cached lists at once, in title order: the admins' (with
 * retired sets) and the learners' (without). Question ids (`q1`, …) repeat across sets, so each set keeps its own.
 */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import { gql } from "@apollo/client";
import { createApolloClient } from "../../../app/apollo";
import { AdminInterviewQuestionSetsDocument, type InterviewQuestionSetInput } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { talentAdmin, instructor, loginAs } from "../../../test/session";
import { useCreateInterviewQuestionSet } from "./useCreateInterviewQuestionSet";
import { useUpdateInterviewQuestionSet } from "./useUpdateInterviewQuestionSet";
import { useSetInterviewQuestionSetRetired } from "./useSetInterviewQuestionSetRetired";

/** The learners' list, as the learners' page asks for it (no retired sets). */
const LearnerSets: TypedDocumentNode<{ interviewQuestionSets: { id: string; title: string; retired: boolean }[] }> = gql`
  query QuestionSetCacheLearnerSets {
    interviewQuestionSets {
      id
      title
      retired
    }
  }
`;

const INPUT: InterviewQuestionSetInput = {
  title: "Accessibility basics",
  focus: "TECHNICAL",
  description: "Labels, focus order and colour contrast, as front-end interviews ask them.",
  plannedMinutes: 20,
  questions: [
    { prompt: "How do you label a form field?", guidance: "A <label for>, or aria-labelledby when no label fits." },
    { prompt: "What is a focus trap, and when is it right?", guidance: "Dialogs keep focus inside until closed; pages never do." },
    { prompt: "How do you check colour contrast?", guidance: "WCAG ratios: 4.5:1 for text, 3:1 for large text and UI parts." },
  ],
};

function setUp() {
  const client = createApolloClient();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result } = renderHook(
    () => ({
      create: useCreateInterviewQuestionSet()[0],
      update: useUpdateInterviewQuestionSet()[0],
      retire: useSetInterviewQuestionSetRetired()[0],
    }),
    { wrapper },
  );
  const load = async () => {
    await client.query({ query: AdminInterviewQuestionSetsDocument });
    await client.query({ query: LearnerSets });
  };
  const adminTitles = () => client.readQuery({ query: AdminInterviewQuestionSetsDocument })?.interviewQuestionSets.map((s) => s.title);
  const learnerTitles = () => client.readQuery({ query: LearnerSets })?.interviewQuestionSets.map((s) => s.title);
  return { client, result, load, adminTitles, learnerTitles };
}

const byTitle = (titles: string[]) => [...titles].sort((a, b) => a.localeCompare(b, "en"));

describe("the question set mutations' cache updates", () => {
  it("place a new or renamed set in both lists in title order, and take a retired one out of the learners' list only", async () => {
    loginAs(talentAdmin);
    const { client, result, load, adminTitles, learnerTitles } = setUp();
    await load();
    const seeded = adminTitles()!;

    const created = await act(() => result.current.create({ variables: { input: INPUT } }));
    const id = created.data!.createInterviewQuestionSet.id;
    expect(adminTitles()).toEqual(byTitle([...seeded, INPUT.title]));
    expect(learnerTitles()).toEqual(byTitle([...seeded, INPUT.title]));

    await act(() => result.current.update({ variables: { id, input: { ...INPUT, title: "Zero-barrier front ends" } } }));
    expect(adminTitles()).toEqual(byTitle([...seeded, "Zero-barrier front ends"]));
    expect(learnerTitles()).toEqual(byTitle([...seeded, "Zero-barrier front ends"]));

    await act(() => result.current.retire({ variables: { id, retired: true } }));
    expect(adminTitles()).toEqual(byTitle([...seeded, "Zero-barrier front ends"]));
    expect(learnerTitles()).toEqual(byTitle(seeded));
    await act(() => result.current.retire({ variables: { id, retired: false } }));
    expect(learnerTitles()).toEqual(byTitle([...seeded, "Zero-barrier front ends"]));

    // Every set keeps its own first question, though all of them are `q1`.
    const sets = client.readQuery({ query: AdminInterviewQuestionSetsDocument })!.interviewQuestionSets;
    expect(sets.find((s) => s.id === id)!.questions[0]).toMatchObject({ id: "q1", prompt: INPUT.questions[0]!.prompt });
    expect(new Set(sets.map((s) => s.questions[0]!.prompt)).size).toBe(sets.length);
  });

  it("are refused to interviewers, changing nothing", async () => {
    loginAs(instructor);
    const { result, client } = setUp();
    await client.query({ query: LearnerSets });
    const failure = await act(() =>
      result.current.create({ variables: { input: INPUT } }).then(
        () => null,
        (e: unknown) => readServerError(e).code,
      ),
    );
    expect(failure).toBe("FORBIDDEN");
    expect(client.readQuery({ query: LearnerSets })?.interviewQuestionSets.some((s) => s.title === INPUT.title)).toBe(false);
  });
});
