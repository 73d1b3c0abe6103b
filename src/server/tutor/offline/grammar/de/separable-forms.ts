import type { GermanLexicon, Person } from "../../lexicon-de";

/** A separable verb's form written in one word where the main clause splits it ('anrufe' -> 'rufe' ... 'an'). */
export interface JoinedForm {
  infinitive: string;
  /** The main-clause form without its particle ('rufe'). */
  verb: string;
  particle: string;
}

/**
 * Whether a separable-looking verb has an inseparable reading too: its participle without 'ge' ('umfahren',
 * 'umstellt'; but 'mitbekommen' is separable: 'bekommen' has no 'ge' of its own).
 */
function hasInseparableReading(infinitive: string, base: string, lexicon: GermanLexicon): boolean {
  if (lexicon.participleOf(base).includes(base)) return false;
  const weak = infinitive.replace(/e?n$/, "t");
  return [infinitive, weak].some((form) => lexicon.participleOf(form).includes(infinitive));
}

/**
 * The word as the joined finite form of a separable verb for one of the persons ('anrufe', 1S -> rufe + an), or
 * undefined when any reading of it is not one (an inseparable verb, another verb, two different splits). A reading
 * as another verb's split form counts only when that verb's particle ends the clause (`clauseEnd`): 'umziehen' is
 * herumziehen's too, but only with 'her' at the end.
 */
export function joinedSeparable(
  word: string,
  persons: Person[],
  clauseEnd: string,
  lexicon: GermanLexicon,
): JoinedForm | undefined {
  const forms = lexicon.finite(word).filter((form) => persons.includes(form.person));
  let found: JoinedForm | undefined;
  for (const form of forms) {
    if (form.particle === clauseEnd) return undefined;
    if (form.particle) continue;
    const parts = lexicon.separable(form.infinitive);
    if (!parts || hasInseparableReading(form.infinitive, parts.base, lexicon)) return undefined;
    const verb = lexicon.conjugate(parts.base, form.person, form.tense);
    if (!verb || parts.particle + verb !== word) return undefined;
    if (found && (found.verb !== verb || found.particle !== parts.particle)) return undefined;
    found = { infinitive: form.infinitive, verb, particle: parts.particle };
  }
  return found;
}

/** The joined form of a split one and its particle ('kommst' + 'an' -> 'ankommst' of ankommen), or undefined. */
export function joinWith(
  word: string,
  particle: string,
  lexicon: GermanLexicon,
): { infinitive: string; joined: string } | undefined {
  const joined = particle + word;
  const bases = lexicon.infinitivesOf(word);
  const form = lexicon
    .finite(joined)
    .find(
      (f) =>
        !f.particle &&
        bases.includes(lexicon.separable(f.infinitive)?.base ?? "") &&
        lexicon.separable(f.infinitive)?.particle === particle,
    );
  return form ? { infinitive: form.infinitive, joined } : undefined;
}

/** Whether a word (a finite form or an imperative: 'fängt', 'hör') belongs to a verb with this particle. */
export function takesParticle(word: string, particle: string, lexicon: GermanLexicon): boolean {
  if (lexicon.finite(word).some((f) => f.particle === particle)) return true;
  return [`${word}en`, `${word}n`].some((infinitive) => lexicon.isInfinitive(particle + infinitive));
}
