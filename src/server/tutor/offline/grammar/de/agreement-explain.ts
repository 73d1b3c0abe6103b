import type { Explanation, Word } from "../types";
import { determiner, SUBJECT_PRONOUNS } from "./agreement-words";
import type { Subject } from "./subject-phrase";
import { QUANTIFIERS } from "./words";

/** The pronoun a joined subject stands for ('mein Mann und ich' -> wir). */
const JOINED: Record<string, string> = { "1P": "wir", "2P": "ihr", "3P": "sie" };

/**
 * The rule named with the learner's words: "'er' takes 'fährt': er fährt", "'mein Nachbar' is singular: mein
 * Nachbar arbeitet", "'mein Mann und ich' is 'wir': mein Mann und ich sind".
 */
export function explainAgreement(sentence: Word[], subject: Subject, verb: string): Explanation {
  const words = sentence.slice(subject.start, subject.end).map((w) => w.text);
  // A sentence's first word is written big for its place only ('Mein Nachbar' -> 'mein Nachbar').
  const first = sentence[subject.start]!.lower;
  if (subject.start === 0 && (determiner(first) || QUANTIFIERS.has(first) || first in SUBJECT_PRONOUNS)) {
    words[0] = first;
  }
  const text = words.join(" ");
  const example = `${text} ${verb}`;
  if (subject.kind === "pronoun") {
    return { en: `'${text}' takes '${verb}': ${example}`, de: `zu '${text}' gehört '${verb}': ${example}` };
  }
  if (subject.kind === "joined") {
    const pronoun = JOINED[subject.target ?? "3P"] ?? "sie";
    return { en: `'${text}' is '${pronoun}': ${example}`, de: `'${text}' ist '${pronoun}': ${example}` };
  }
  const plural = subject.number === "PLU";
  return {
    en: `'${text}' is ${plural ? "plural" : "singular"}: ${example}`,
    de: `'${text}' ist ${plural ? "Plural" : "Singular"}: ${example}`,
  };
}
