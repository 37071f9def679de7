/**
 * The question banks of the fifteen skill tests (five topics × three levels). Each bank holds more questions than an
 * attempt draws, so retakes see a different selection.
 */
import { CPP_ADVANCED, CPP_BEGINNER, CPP_INTERMEDIATE } from "./cpp";
import { HTML_CSS_ADVANCED, HTML_CSS_BEGINNER, HTML_CSS_INTERMEDIATE } from "./html-css";
import { JS_ADVANCED, JS_BEGINNER, JS_INTERMEDIATE } from "./js";
import { PY_ADVANCED, PY_BEGINNER, PY_INTERMEDIATE } from "./py";
import { SQL_ADVANCED, SQL_BEGINNER, SQL_INTERMEDIATE } from "./sql";
import type { QuestionBank } from "./types";

export type { BankQuestion, QuestionBank, QuestionBankLevel, QuestionBankTopic, QuestionKind } from "./types";

/** In the SPEC's topic order (html/css, js, py, sql, cpp), each from Beginner to Advanced. */
export const QUESTION_BANKS: readonly QuestionBank[] = [
  HTML_CSS_BEGINNER,
  HTML_CSS_INTERMEDIATE,
  HTML_CSS_ADVANCED,
  JS_BEGINNER,
  JS_INTERMEDIATE,
  JS_ADVANCED,
  PY_BEGINNER,
  PY_INTERMEDIATE,
  PY_ADVANCED,
  SQL_BEGINNER,
  SQL_INTERMEDIATE,
  SQL_ADVANCED,
  CPP_BEGINNER,
  CPP_INTERMEDIATE,
  CPP_ADVANCED,
];

const BANKS_BY_TEST_ID: ReadonlyMap<string, QuestionBank> = new Map(QUESTION_BANKS.map((bank) => [bank.testId, bank]));

/** The bank of a skill test, or undefined for an unknown test id. */
export function bankOf(testId: string): QuestionBank | undefined {
  return BANKS_BY_TEST_ID.get(testId);
}
