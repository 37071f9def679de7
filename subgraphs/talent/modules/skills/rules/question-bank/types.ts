/**
 * Shapes of the skill-test question banks. Pure data types: the banks import nothing else, so the client and its
 * mocks can load them too.
 */

export type QuestionKind = "SINGLE_CHOICE" | "MULTIPLE_CHOICE";

export interface BankQuestion {
  /** Stable across releases (e.g. `js-int-07`): attempts record which questions they drew. */
  id: string;
  prompt: string;
  /** A snippet shown under the prompt, verbatim and monospaced. */
  code?: string;
  kind: QuestionKind;
  options: readonly { id: string; text: string }[];
  /** Option ids: exactly one for SINGLE_CHOICE, two or three for MULTIPLE_CHOICE. */
  correct: readonly string[];
  explanation: string;
}

export type QuestionBankTopic = "html-css" | "js" | "py" | "sql" | "cpp";
export type QuestionBankLevel = "BEGINNER" | "INTERMEDIATE" | "ADVANCED";

export interface QuestionBank {
  /** `<topic>-beginner`, `<topic>-intermediate` or `<topic>-advanced`. */
  testId: string;
  topic: QuestionBankTopic;
  level: QuestionBankLevel;
  questions: readonly BankQuestion[];
}
