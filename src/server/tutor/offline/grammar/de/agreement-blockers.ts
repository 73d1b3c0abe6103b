import { isCapitalised } from "../../letters";
import type { GermanLexicon, Person } from "../../lexicon-de";
import type { Word } from "../types";
import { agrees, type FiniteVerb } from "./agreement-verb";
import { determiner, NOMINATIVE_PRONOUNS } from "./agreement-words";
import { nounPhraseAt } from "./subject-phrase";
import { NOMINATIVE_ONLY_PRONOUNS, PREPOSITIONS_OR_CONTRACTIONS, QUANTIFIERS } from "./words";

/**
 * Whether the words [from, to) hold another possible subject of the verb, one it agrees with: a pronoun ('Die
 * Kinder sehe ich'), a noun phrase ('Die Kinder holt mein Mann ab'), a name. Phrases after a preposition are none;
 * an 'eine' phrase further on is most likely the object ('Die Nachbarn feiert heute eine Party').
 */
export function blocked(sentence: Word[], from: number, to: number, verb: FiniteVerb, lexicon: GermanLexicon): boolean {
  // A pronoun that can only be a subject, right after the verb: the phrase before it is an object.
  if (NOMINATIVE_ONLY_PRONOUNS.has(sentence[from]?.lower ?? "")) return true;
  let j = from;
  while (j < to) {
    const word = sentence[j]!;
    if (PREPOSITIONS_OR_CONTRACTIONS.has(word.lower)) {
      j = afterObject(sentence, j + 1, to, lexicon);
      continue;
    }
    const phrase = nounPhraseAt(sentence, j, to, lexicon);
    if (phrase) {
      const persons: Person[] = [...phrase.nominative].map((n) => (n === "SIN" ? "3S" : "3P"));
      const likelyObject = phrase.indefinite && phrase.mayBeObject && j !== from;
      if (!likelyObject && agrees(verb, persons)) return true;
      j = phrase.end;
      continue;
    }
    const pronoun = NOMINATIVE_PRONOUNS[word.lower];
    if (pronoun && agrees(verb, pronoun)) return true;
    // A name ('Die Kinder holt Peter ab').
    if (!pronoun && isCapitalised(word.text) && j > 0 && !lexicon.isNoun(word.text) && agrees(verb, ["3S"])) {
      return true;
    }
    j++;
  }
  return false;
}

/** The word after a preposition's object ('am Samstag', 'um acht Uhr', 'bei uns'). */
function afterObject(sentence: Word[], from: number, to: number, lexicon: GermanLexicon): number {
  const phrase = nounPhraseAt(sentence, from, to, lexicon);
  if (phrase) return phrase.end;
  let j = from;
  while (
    j < to &&
    (QUANTIFIERS.has(sentence[j]!.lower) || determiner(sentence[j]!.lower) || /^\d/.test(sentence[j]!.text))
  )
    j++;
  return j + 1;
}
