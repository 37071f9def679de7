/** Building the explanation of a criterion: evidence lines and suggestions. */
import type { CvEvidence, CvLine, CvSuggestion, CvSuggestionKind } from "./types.js";

/** A suggestion; `lineIndex` only when it points at a line (so results stay deep-equal friendly). */
export function suggest(kind: CvSuggestionKind, message: string, lineIndex?: number): CvSuggestion {
  return lineIndex === undefined ? { message, kind } : { lineIndex, message, kind };
}

export function evidenceOf(line: CvLine, note: string): CvEvidence {
  return { lineIndex: line.index, text: line.text, note };
}
