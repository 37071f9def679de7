/**
 * The cached banks of a test (/skills/admin/skills/tests/:testId reads one with and one without its retired questions),
 * changed in place after a mutation, in the server's order: by position, then id.
 */
import type { ApolloCache } from "@apollo/client";
import { AdminSkillTestBankDocument, type BankQuestion_QuestionFragment } from "../../../__generated__/graphql";

type Question = BankQuestion_QuestionFragment;

const byBankOrder = (a: Question, b: Question) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Applies `change` to the test's cached bank (with or without retired questions); nothing when it is not cached. */
export function updateCachedBank(
  cache: ApolloCache,
  testId: string,
  includeRetired: boolean,
  change: (bank: readonly Question[]) => Question[],
): void {
  // The new list replaces the old one (it may be shorter): nothing of the old one is kept.
  cache.updateQuery({ query: AdminSkillTestBankDocument, variables: { testId, includeRetired }, overwrite: true }, (data) =>
    data?.skillTest ? { skillTest: { ...data.skillTest, bank: change(data.skillTest.bank).sort(byBankOrder) } } : undefined,
  );
}

/** Drops the test's cached bank with retired questions, so it is read again when shown (a retirement's time is the server's). */
export function dropCachedBankWithRetired(cache: ApolloCache, testId: string): void {
  cache.evict({ id: cache.identify({ __typename: "SkillTest", id: testId }), fieldName: "bank", args: { includeRetired: true } });
}
