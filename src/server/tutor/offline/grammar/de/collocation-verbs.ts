import { isCapitalised } from "../../letters";
import type { GermanLexicon } from "../../lexicon-de";
import type { Word } from "../types";

/** The verbs of a clause by any of their forms: finite ('passe ... auf'), infinitive, participle, zu-infinitive. */
export interface ClauseVerbs {
  infinitives: Set<string>;
  /** Each word's verbs. */
  at: Map<number, Set<string>>;
  /** The verbs written in a past form or as a participle ('gefreut', 'freute'). */
  past: Set<string>;
}

export function clauseVerbs(sentence: Word[], start: number, end: number, lexicon: GermanLexicon): ClauseVerbs {
  const verbs: ClauseVerbs = { infinitives: new Set(), at: new Map(), past: new Set() };
  // A separable verb's particle stands at its clause's end ('Ich passe auf die Kinder auf').
  const particle = sentence[end - 1]?.lower;
  for (let i = start; i < end; i++) {
    const word = sentence[i]!;
    if (isCapitalised(word.text) && i > 0) continue;
    const lower = word.lower;
    const found = new Set<string>();
    const atEnd = i < end - 1 ? particle : undefined;
    const readings = lexicon.finite(lower).flatMap((r) => {
      if (r.particle) return r.particle === atEnd ? [r] : [];
      // Some separable verbs the lexicon has only joined ('teilnehme'): the particle at the end makes them.
      const joined = atEnd && lexicon.isInfinitive(atEnd + r.infinitive) ? atEnd + r.infinitive : undefined;
      return joined ? [{ ...r, infinitive: joined, particle: atEnd }] : [r];
    });
    // With its particle there, the form is the separable verb's ('denke ... nach': nachdenken, not denken).
    const separated = readings.filter((r) => r.particle);
    // 'bitte' is mostly 'please': the verb 'bitten' only after 'ich' ('Ich bitte dich um Hilfe').
    const please = lower === "bitte" && sentence[i - 1]?.lower !== "ich";
    for (const reading of separated.length ? separated : readings) {
      if (please) continue;
      found.add(reading.infinitive);
      if (reading.tense === "PRT") verbs.past.add(reading.infinitive);
    }
    for (const infinitive of lexicon.participleOf(lower)) {
      found.add(infinitive);
      verbs.past.add(infinitive);
    }
    const zu = lexicon.zuInfinitiveOf(lower);
    if (zu) found.add(zu);
    if (lexicon.isInfinitive(lower)) found.add(lower);
    if (!found.size) continue;
    verbs.at.set(i, found);
    for (const infinitive of found) verbs.infinitives.add(infinitive);
  }
  return verbs;
}
