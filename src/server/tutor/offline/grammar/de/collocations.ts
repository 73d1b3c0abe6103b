import type { GermanLexicon } from "../../lexicon-de";
import type { GrammarEdit, Word } from "../types";
import { prepositionOf, replacePreposition } from "./collocation-phrase";
import { placeEdits } from "./collocation-places";
import { COLLOCATIONS, type Collocation } from "./collocation-table";
import { clauseVerbs } from "./collocation-verbs";
import { nounPhraseAt } from "./subject-phrase";
import {
  ACCUSATIVE_PRONOUNS,
  CONTRACTIONS,
  DATIVE_PRONOUNS,
  PERSONAL_PRONOUNS,
  PREPOSITIONS_OR_CONTRACTIONS,
  QUANTIFIERS,
} from "./words";

/**
 * Preposition collocations (German): a verb, adjective or noun that takes its own preposition gets it where a
 * learner put another ('Angst für Spinnen' -> vor, 'warten an deine Antwort' -> auf, 'sich kümmern für' -> um), its
 * object in the case the right one takes ('von deinem Geschenk gefreut' -> über dein Geschenk); and the
 * prepositions of places ('von Italien' -> aus, 'nach der Schweiz' -> in die, 'in den Arzt' -> zum). Only a
 * preposition that is wrong with the word in every sense is replaced.
 */
export function collocations(sentence: Word[], lexicon: GermanLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const [start, end] of clauses(sentence)) {
    const verbs = clauseVerbs(sentence, start, end, lexicon);
    edits.push(...collocationEdits(sentence, start, end, verbs, lexicon));
    edits.push(...placeEdits(sentence, start, end, verbs.infinitives));
  }
  return edits;
}

/** The parts of a sentence between commas, semicolons and colons. */
function clauses(sentence: Word[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  sentence.forEach((word, i) => {
    if (/[,;:]/.test(word.trail) || i === sentence.length - 1) {
      ranges.push([start, i + 1]);
      start = i + 1;
    }
  });
  return ranges;
}

/** Reflexive pronouns and the subject each goes with ('sich' with any third person). */
const REFLEXIVES: Record<string, string | undefined> = {
  ...Object.fromEntries(
    PERSONAL_PRONOUNS.filter((p) => !p.person.startsWith("3")).flatMap((p) => [
      [p.AKK, p.NOM],
      [p.DAT, p.NOM],
    ]),
  ),
  sich: undefined,
};

/** Whether the clause has a reflexive pronoun of its subject ('Ich interessiere mich'; not 'Mich interessiert ...'). */
function isReflexive(lowers: string[]): boolean {
  return lowers.some((w) => w in REFLEXIVES && (w === "sich" || lowers.includes(REFLEXIVES[w]!)));
}
const PERSON_OBJECTS = new Set([...ACCUSATIVE_PRONOUNS, "sie", "Sie"]);
/** Pronouns that show the accusative ('mich'; not 'uns', dative too). */
const ACCUSATIVE_ONLY = new Set([...ACCUSATIVE_PRONOUNS].filter((p) => !DATIVE_PRONOUNS.has(p)));
/** A time after the preposition is no object of the head ('warten für zwei Stunden'). */
const TIME = /^(Minute|Stunde|Tag|Woche|Monat|Jahr|Moment|Augenblick)/;
const ADJECTIVE_ENDINGS = ["", "e", "en", "er", "es", "em"];

interface Found {
  entry: Collocation;
  /** The head's index, and the text that names it in the explanation. */
  head: number;
  name: string;
}

/** The heads of the table in the clause: verbs by any of their forms, adjectives, nouns. */
function headsIn(
  sentence: Word[],
  start: number,
  end: number,
  verbs: ReturnType<typeof clauseVerbs>,
  lexicon: GermanLexicon,
): Found[] {
  const found: Found[] = [];
  const lowers = new Set(sentence.slice(start, end).map((w) => w.text));
  const reflexive = isReflexive(sentence.slice(start, end).map((w) => w.lower));
  for (const entry of COLLOCATIONS) {
    if (entry.reflexive && !reflexive) continue;
    if (entry.personObject && ![...lowers].some((w) => PERSON_OBJECTS.has(w))) continue;
    if (entry.unless?.some((w) => lowers.has(w) || lowers.has(w.charAt(0).toLocaleUpperCase() + w.slice(1)))) continue;
    for (let i = start; i < end; i++) {
      const word = sentence[i]!;
      const matches =
        entry.kind === "verb"
          ? verbs.at.get(i)?.has(entry.head) && (!entry.past || verbs.past.has(entry.head))
          : entry.kind === "adjective"
            ? ADJECTIVE_ENDINGS.some((e) => word.lower === entry.head + e)
            : word.text === entry.head || lexicon.nouns(word.text).some((n) => n.lemma === entry.head);
      if (matches) {
        const name = entry.kind === "verb" ? `${entry.reflexive ? "sich " : ""}${entry.head}` : word.text;
        found.push({ entry, head: i, name });
      }
    }
  }
  return found;
}

/** The prepositions a head may govern: right after a noun or adjective (or before an adjective), anywhere with a verb. */
function candidatePrepositions(sentence: Word[], found: Found, start: number, end: number): number[] {
  const last = end - 1;
  if (found.entry.kind === "verb") {
    return [...Array(end - start).keys()].map((k) => start + k).filter((p) => p !== last && p !== found.head);
  }
  const after = found.head + 1;
  return after < last && !sentence[found.head]!.trail ? [after] : [];
}

function collocationEdits(
  sentence: Word[],
  start: number,
  end: number,
  verbs: ReturnType<typeof clauseVerbs>,
  lexicon: GermanLexicon,
): GrammarEdit[] {
  const byPreposition = new Map<number, Found[]>();
  // (The clause's last word has no object: a separable verb's particle, 'Ich passe ... auf'.)
  const written = sentence.slice(start, end - 1).map((w) => prepositionOf(w.lower));
  for (const found of headsIn(sentence, start, end, verbs, lexicon)) {
    // The right preposition is there already: the other one has another job ('in Berlin an einem Kurs').
    if (written.includes(found.entry.preposition)) continue;
    for (const p of candidatePrepositions(sentence, found, start, end)) {
      const word = sentence[p]!;
      if (!PREPOSITIONS_OR_CONTRACTIONS.has(word.lower) || !wrongHere(sentence, p, found.entry, end, lexicon)) continue;
      byPreposition.set(p, [...(byPreposition.get(p) ?? []), found]);
    }
  }
  const edits: GrammarEdit[] = [];
  for (const [p, founds] of byPreposition) {
    // Two heads that want different prepositions here: unsure.
    const wanted = new Set(founds.map((f) => f.entry.preposition));
    if (wanted.size !== 1) continue;
    const { entry, name } = founds[0]!;
    const replacement = replacePreposition(sentence, p, entry.preposition, entry.kase, end, lexicon);
    if (!replacement) continue;
    const object = sentence.slice(replacement.end, objectEnd(sentence, p, end, lexicon)).map((w) => w.text);
    const example = [name, ...replacement.words, ...object].join(" ");
    edits.push({
      start: p,
      end: replacement.end,
      words: replacement.words,
      category: "preposition",
      explain: {
        en: `'${name}' goes with '${entry.preposition}': ${example}`,
        de: `'${name}' steht mit '${entry.preposition}': ${example}`,
      },
    });
  }
  return edits;
}

/** Whether the preposition at p is one the head never takes (an 'an+AKK' entry: only before an accusative). */
function wrongHere(sentence: Word[], p: number, entry: Collocation, end: number, lexicon: GermanLexicon): boolean {
  const preposition = prepositionOf(sentence[p]!.lower);
  const rule = entry.wrong.find((w) => w.split("+")[0] === preposition);
  if (!rule) return false;
  const next = sentence[p + 1];
  if (!next || QUANTIFIERS.has(next.lower) || /^\d/.test(next.text)) return false;
  const phrase = CONTRACTIONS[sentence[p]!.lower] ? undefined : nounPhraseAt(sentence, p + 1, end, lexicon);
  const noun = sentence[(phrase?.end ?? p + 2) - 1]?.text ?? "";
  if (TIME.test(noun)) return false;
  if (rule.endsWith("+AKK")) {
    if (!phrase) return ACCUSATIVE_ONLY.has(next.lower);
    return !phrase.slots.some((s) => s.endsWith("DAT")) && phrase.slots.some((s) => s.endsWith("AKK"));
  }
  return true;
}

/** The end of the object after the preposition at p (for the example in the explanation). */
function objectEnd(sentence: Word[], p: number, end: number, lexicon: GermanLexicon): number {
  return nounPhraseAt(sentence, p + 1, end, lexicon)?.end ?? Math.min(p + 2, end);
}
