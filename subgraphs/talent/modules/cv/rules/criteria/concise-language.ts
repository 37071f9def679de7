/** Concise language (SPEC §9, 10 points): short sentences, no filler phrases, active voice, a CV of sensible length. */
import { evidenceOf, suggest } from "../explain.js";
import { sentences, wordCount } from "../text.js";
import type { CvCriterionResult, CvDocument, CvEvidence, CvSuggestion } from "../types.js";

/** A sentence of more than this many words is too long. */
export const MAX_SENTENCE_WORDS = 40;
/** A CV of more than this many words is more than two pages. */
export const MAX_CV_WORDS = 900;
/** Ratio lost per issue found. */
export const CONCISE_PENALTY = { longSentence: 0.2, filler: 0.1, passive: 0.05, tooLong: 0.2 } as const;

/** Filler and weak phrases, with what to do instead. */
export const FILLER_PHRASES: readonly { phrase: RegExp; label: string; advice: string }[] = [
  { phrase: /\bresponsible for\b/iu, label: "responsible for", advice: "say what you did, starting with a verb" },
  { phrase: /\bduties (?:included|include|were)\b/iu, label: "duties included", advice: "say what you did, starting with a verb" },
  { phrase: /\btasked with\b/iu, label: "tasked with", advice: "say what you did, starting with a verb" },
  { phrase: /\bin charge of\b/iu, label: "in charge of", advice: "use a verb such as Led or Managed" },
  { phrase: /\bhelped (?:to |with )?\b/iu, label: "helped", advice: "say what your part was" },
  { phrase: /\bworked on\b/iu, label: "worked on", advice: "say what you built or changed" },
  { phrase: /\bhard[- ]?working\b/iu, label: "hard-working", advice: "show it with a result instead" },
  { phrase: /\bteam player\b/iu, label: "team player", advice: "show it with a collaboration you led or joined" },
  { phrase: /\bgo-getter\b/iu, label: "go-getter", advice: "show it with a result instead" },
  { phrase: /\bself[- ]starter\b/iu, label: "self-starter", advice: "show it with something you started" },
  {
    phrase: /\bhighly motivated\b|\bmotivated (?:individual|professional|person|graduate)\b/iu,
    label: "motivated",
    advice: "show it with a result instead",
  },
  { phrase: /\bpassionate about\b/iu, label: "passionate about", advice: "show it with what you did" },
  { phrase: /\bdetail[- ]oriented\b/iu, label: "detail-oriented", advice: "show it with an example" },
  { phrase: /\bthink outside the box\b/iu, label: "think outside the box", advice: "give the idea you had" },
  { phrase: /\bsynergy\b/iu, label: "synergy", advice: "say what changed" },
  { phrase: /\bvarious\b/iu, label: "various", advice: "name them or give a number" },
  { phrase: /\betc\.?(?=\s|$)/iu, label: "etc.", advice: "name what matters and stop" },
  { phrase: /\bin order to\b/iu, label: "in order to", advice: "write 'to'" },
  { phrase: /\ba wide range of\b|\ba variety of\b/iu, label: "a variety of", advice: "name them or give a number" },
];

/** Crude passive voice: a form of "to be" followed by a past participle ("was completed", "were handled by"). */
const PASSIVE =
  /\b(?:was|were|been|being|is|are|got)\s+(?:\w+ly\s+)?(?!(?:based|experienced|interested|skilled|motivated|dedicated|qualified|located|certified|excited|committed|detailed|talented|specialised|specialized|used to)\b)(?:\w+ed|built|done|made|given|taken|written|run|led|held|shown|seen|sent|kept|won|known)\b/iu;

export function scoreConciseLanguage(doc: CvDocument): CvCriterionResult {
  const evidence: CvEvidence[] = [];
  const suggestions: CvSuggestion[] = [];
  const prose = doc.lines.filter((l) => l.section !== "skills" && l.section !== "personal");
  const totalWords = doc.lines.reduce((s, l) => s + wordCount(l.text), 0);
  if (totalWords === 0) return { ratio: 0, summary: "No text to judge.", evidence, suggestions };

  let long = 0;
  let filler = 0;
  let passive = 0;
  for (const line of prose) {
    const notes: string[] = [];
    for (const sentence of sentences(line.text)) {
      const n = wordCount(sentence);
      if (n > MAX_SENTENCE_WORDS) {
        long += 1;
        notes.push(`a ${n}-word sentence`);
        suggestions.push(
          suggest("concise.long-sentence", `This sentence has ${n} words; split it (aim for under ${MAX_SENTENCE_WORDS}).`, line.index),
        );
      }
    }
    for (const f of FILLER_PHRASES) {
      if (!f.phrase.test(line.text)) continue;
      filler += 1;
      notes.push(`"${f.label}"`);
      suggestions.push(suggest("concise.filler", `Replace "${f.label}": ${f.advice}.`, line.index));
    }
    if (PASSIVE.test(line.text)) {
      passive += 1;
      notes.push("passive voice");
      suggestions.push(suggest("concise.passive", "Use the active voice: say who did it, starting with the verb.", line.index));
    }
    if (notes.length) evidence.push(evidenceOf(line, notes.join(", ")));
  }
  const tooLong = totalWords > MAX_CV_WORDS;
  if (tooLong)
    suggestions.push(suggest("concise.too-long", `Your CV has ${totalWords} words; keep it to two pages (about ${MAX_CV_WORDS} words).`));

  const penalty =
    long * CONCISE_PENALTY.longSentence +
    filler * CONCISE_PENALTY.filler +
    passive * CONCISE_PENALTY.passive +
    (tooLong ? CONCISE_PENALTY.tooLong : 0);
  const ratio = Math.max(0, 1 - penalty);
  const summary =
    long + filler + passive === 0 && !tooLong
      ? `No long sentences or filler phrases in ${totalWords} words.`
      : `${long} long sentence${long === 1 ? "" : "s"}, ${filler} filler phrase${filler === 1 ? "" : "s"}, ${passive} passive line${passive === 1 ? "" : "s"}${tooLong ? `, ${totalWords} words in all` : ""}.`;
  return { ratio, summary, evidence, suggestions };
}
