import { capitalise } from "../../letters";
import type { Explanation, GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject, type Subject } from "./subject";
import {
  AUXILIARIES,
  endsClause,
  isPluralNumber,
  MID_ADVERBS,
  nounNumber,
  type Person,
  readNounPhrase,
  textOf,
} from "./words";

/**
 * Subject-verb agreement: the finite verb takes its subject's person and number ('my parents lives' -> 'live',
 * 'she go' -> 'goes', 'he don't' -> 'doesn't', 'they was' -> 'were'), in statements, in questions ('Is your parents'
 * -> 'Are'), and after 'there' ('there is three bedrooms' -> 'there are').
 */
export function agreement(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...statements(sentence, lexicon), ...questions(sentence, lexicon), ...thereIs(sentence, lexicon)];
}

type Number = "singular" | "plural";

/** The forms of 'be', 'have' and 'do' by person: present, then past. */
const IRREGULAR: Record<string, Record<Person, string>> = {
  be: { "1s": "am", "2": "are", "3s": "is", p: "are" },
  "be-past": { "1s": "was", "2": "were", "3s": "was", p: "were" },
  "be-not": { "1s": "", "2": "aren't", "3s": "isn't", p: "aren't" },
  "be-past-not": { "1s": "wasn't", "2": "weren't", "3s": "wasn't", p: "weren't" },
  have: { "1s": "have", "2": "have", "3s": "has", p: "have" },
  "have-not": { "1s": "haven't", "2": "haven't", "3s": "hasn't", p: "haven't" },
  do: { "1s": "do", "2": "do", "3s": "does", p: "do" },
  "do-not": { "1s": "don't", "2": "don't", "3s": "doesn't", p: "don't" },
};
const PARADIGM: Record<string, string> = {
  am: "be",
  is: "be",
  are: "be",
  was: "be-past",
  were: "be-past",
  "isn't": "be-not",
  "aren't": "be-not",
  "wasn't": "be-past-not",
  "weren't": "be-past-not",
  have: "have",
  has: "have",
  "haven't": "have-not",
  "hasn't": "have-not",
  do: "do",
  does: "do",
  "don't": "do-not",
  "doesn't": "do-not",
};

/** The right form of an auxiliary for a person, if the word is one that agrees. */
function auxiliaryFor(word: string, person: Person): string | undefined {
  const paradigm = PARADIGM[word];
  return paradigm ? IRREGULAR[paradigm]?.[person] || undefined : undefined;
}

function explain(subject: string, person: Person, example: string): Explanation {
  if (person === "3s")
    return { en: `'${subject}' is singular: ${example}`, de: `'${subject}' ist Singular: ${example}` };
  if (person === "p") return { en: `'${subject}' is plural: ${example}`, de: `'${subject}' ist Plural: ${example}` };
  const verb = example.split(" ").at(-1);
  return { en: `'${subject}' takes '${verb}': ${example}`, de: `zu '${subject}' gehört '${verb}': ${example}` };
}

/** A word sure to be a finite verb ('is', 'lives', 'went'), not a noun. */
function isSurelyFinite(lexicon: EnglishLexicon, word: string): boolean {
  if (AUXILIARIES.has(word)) return true;
  const tags = lexicon.tags(word);
  return (
    tags.has("Verb") &&
    !tags.has("Noun") &&
    !tags.has("Adjective") &&
    (tags.has("PastTense") || tags.has("PresentTense")) &&
    !tags.has("Infinitive")
  );
}

/** The present form a lexical verb takes after the subject, or undefined where its form is right or unsure. */
function lexicalVerbFor(lexicon: EnglishLexicon, word: string, person: Person): string | undefined {
  const forms = lexicon.verb(word);
  if (!forms || forms.infinitive === "be" || (forms.infinitive === word && forms.past === word)) return undefined;
  if (person === "3s" && word === forms.infinitive) return forms.present;
  if (person !== "3s" && word === forms.present && word !== forms.infinitive) return forms.infinitive;
  return undefined;
}

/** 'She go' -> 'goes', 'My parents lives' -> 'live', 'We was' -> 'were'. */
function statements(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const subject = readSubject(sentence, i, lexicon);
    if (!subject || endsClause(sentence[subject.end - 1])) continue;
    // Inverted ('does she', 'can you'): the verb after it is an infinitive.
    const before = sentence[i - 1];
    if (before && !endsClause(before) && (AUXILIARIES.has(before.lower) || before.lower === "that")) continue;
    let v = afterPlace(sentence, subject, lexicon);
    const placed = v !== subject.end;
    let adverb = false;
    while (MID_ADVERBS.has(sentence[v]?.lower ?? "") && !endsClause(sentence[v])) {
      v++;
      adverb = true;
    }
    const verb = sentence[v];
    if (!verb || !/^[a-z']+$/.test(verb.text)) continue;
    // After a place ('the people in my town') only a verb that cannot be a noun is sure to be the subject's.
    if (placed && !PARADIGM[verb.lower] && !isSurelyFinite(lexicon, verb.lower)) continue;
    const right = verbFor(sentence, v, subject, adverb, lexicon);
    if (!right || right === verb.lower) continue;
    const who = phrase(sentence, subject.start, subject.end, lexicon);
    edits.push({
      start: v,
      end: v + 1,
      words: [right],
      category: "verb-form",
      explain: explain(who, subject.person, `${who} ${right}`),
    });
    i = v;
  }
  return edits;
}

/** 'The people in my town | are': the word after a noun subject's place phrase, else the word after the subject. */
function afterPlace(sentence: Word[], subject: Subject, lexicon: EnglishLexicon): number {
  const p = subject.end;
  const preposition = sentence[p];
  if (
    subject.pronoun ||
    !preposition ||
    endsClause(sentence[p - 1]) ||
    !/^(in|at|from|near|on)$/.test(preposition.lower)
  )
    return p;
  if (endsClause(preposition)) return p;
  const np = readNounPhrase(sentence, p + 1, lexicon);
  if (!np || endsClause(sentence[np.end - 1]) || /^(and|or|of)$/.test(sentence[np.end]?.lower ?? "")) return p;
  return np.end;
}

function verbFor(sentence: Word[], v: number, subject: Subject, adverb: boolean, lexicon: EnglishLexicon) {
  const verb = sentence[v]!.lower;
  // 'If I were you', 'I wish he were here': the subjunctive.
  const subjunctive = sentence.slice(0, v).some((w) => /^(if|wish|though)$/.test(w.lower));
  if ((verb === "were" || verb === "weren't") && subjunctive) return undefined;
  const auxiliary = auxiliaryFor(verb, subject.person);
  if (auxiliary) return auxiliary;
  if (PARADIGM[verb]) return undefined;
  const right = lexicalVerbFor(lexicon, verb, subject.person);
  if (!right) return undefined;
  // A word that is also a noun is the verb only where the words around say so ('the bus stop is ...' is a compound).
  const tags = lexicon.tags(verb);
  if (tags.has("Noun") || tags.has("Adjective")) {
    const next = sentence[v + 1];
    // 'A window seat, please.': a noun ending the clause.
    if (!next || endsClause(sentence[v]) || isSurelyFinite(lexicon, next.lower)) return undefined;
    if (!subject.pronoun && !adverb) {
      const rest = sentence.slice(v + 1);
      const clauseEnd = rest.findIndex((w) => endsClause(w));
      const clause = clauseEnd < 0 ? rest : rest.slice(0, clauseEnd + 1);
      if (clause.some((w) => isSurelyFinite(lexicon, w.lower))) return undefined;
    }
  }
  return right;
}

const QUESTION_WORDS = new Set(["what", "where", "when", "why", "how", "who", "which", "whose"]);

/** 'Is your parents at home?' -> 'Are', 'Where does you live?' -> 'do'. */
function questions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  let a = 0;
  if (QUESTION_WORDS.has(sentence[0]?.lower ?? "")) {
    a = 1;
    // 'What time does', 'How often do', 'How much'
    if (sentence[1] && !PARADIGM[sentence[1].lower]) a = 2;
  }
  const aux = sentence[a];
  if (!aux || endsClause(aux) || !PARADIGM[aux.lower] || sentence[a + 1]?.lower === "there") return [];
  if (a > 0 && endsClause(sentence[a - 1])) return [];
  const subject = readSubject(sentence, a + 1, lexicon) ?? invertedSubject(sentence, a + 1, lexicon);
  if (!subject || subject.start !== a + 1) return [];
  // 'Were he rich, ...': a condition, 'Have a nice day!': a wish, unless the sentence asks.
  const asks = sentence.at(-1)?.trail.includes("?");
  if (!subject.pronoun && !asks) return [];
  const subjunctive = aux.lower === "were" && subject.person !== "p" && !asks;
  const right = auxiliaryFor(aux.lower, subject.person);
  if (!right || right === aux.lower || subjunctive) return [];
  const who = phrase(sentence, subject.start, subject.end, lexicon);
  const word = a === 0 ? capitalise(right) : right;
  return [
    {
      start: a,
      end: a + 1,
      words: [word],
      category: "verb-form",
      explain: explain(who, subject.person, `${right} ${who}`),
    },
  ];
}

/** After an auxiliary the subject is not at a clause's start, so read pronouns and noun phrases here. */
function invertedSubject(sentence: Word[], i: number, lexicon: EnglishLexicon): Subject | undefined {
  const word = sentence[i];
  if (!word) return undefined;
  const person = { i: "1s", you: "2", he: "3s", she: "3s", it: "3s", we: "p", they: "p" }[word.lower] as
    | Person
    | undefined;
  if (person) return sentence[i + 1]?.lower === "and" ? undefined : { start: i, end: i + 1, person, pronoun: true };
  const np = readNounPhrase(sentence, i, lexicon);
  if (!np?.number || sentence[np.end]?.lower === "and" || /'/.test(sentence[np.end]?.text ?? "")) return undefined;
  return { start: i, end: np.end, person: np.number === "plural" ? "p" : "3s", pronoun: false };
}

/** Quantities that only look singular ('a lot of', 'a few', 'a hundred'). */
const QUANTITY_NOUNS =
  /^(lot|lots|few|couple|number|hundred|thousand|million|dozen|great|good|bunch|variety|range|total|pair|series|handful|group|set|little)$/;

/** 'There is three bedrooms' -> 'are', 'There are a problem' -> 'is'; also 'Is there ...?'. */
function thereIs(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i + 2 < sentence.length; i++) {
    const [first, second] = [sentence[i]!, sentence[i + 1]!];
    const inverted = i === 0 && second.lower === "there" && PARADIGM[first.lower]?.startsWith("be");
    const plain = first.lower === "there" && PARADIGM[second.lower]?.startsWith("be");
    if ((!inverted && !plain) || endsClause(first) || endsClause(second)) continue;
    const be = inverted ? i : i + 1;
    const number = thereNumber(sentence, i + 2, lexicon);
    if (!number) continue;
    const right = auxiliaryFor(sentence[be]!.lower, number === "plural" ? "p" : "3s");
    if (!right || right === sentence[be]!.lower) continue;
    const np = readNounPhrase(sentence, i + 2, lexicon);
    const one = sentence.findIndex((w, k) => k >= i + 2 && k <= i + 3 && w.lower === "one");
    const end = np ? np.end : one > 0 ? one + 2 : i + 3;
    const what = textOf(sentence, i + 2, end);
    const example = inverted ? `${right} there ${what}` : `there ${right} ${what}`;
    edits.push({
      start: be,
      end: be + 1,
      words: [inverted ? capitalise(right) : right],
      category: "verb-form",
      explain:
        number === "plural"
          ? { en: `'${what}' is plural: ${example}`, de: `'${what}' ist Plural: ${example}` }
          : { en: `'${what}' is singular: ${example}`, de: `'${what}' ist Singular: ${example}` },
    });
  }
  return edits;
}

/** The number of the noun phrase after 'there is': plural after a number, 'many', 'several'; singular after 'a'. */
function thereNumber(sentence: Word[], i: number, lexicon: EnglishLexicon): Number | undefined {
  const word = sentence[i]!;
  const rest = sentence.slice(i);
  const clauseEnd = rest.findIndex((w) => endsClause(w));
  const clause = clauseEnd < 0 ? rest : rest.slice(0, clauseEnd + 1);
  // 'there is a cat and two dogs' agrees with the first; 'there are a cat and a dog' with both: leave them.
  if (clause.some((w) => w.lower === "and" || w.lower === "or")) return undefined;
  // 'there are only one bathroom' -> 'is'.
  const one = /^(only|just)$/.test(word.lower) && !endsClause(word) ? i + 1 : i;
  if (sentence[one]?.lower === "one" && !endsClause(sentence[one])) {
    const noun = sentence[one + 1];
    const number = noun && nounNumber(lexicon, noun.lower);
    return number === "singular" && !QUANTITY_NOUNS.test(noun!.lower) && sentence[one + 2]?.lower !== "of"
      ? "singular"
      : undefined;
  }
  if (isPluralNumber(lexicon, word.lower) || /^(many|several)$/.test(word.lower)) {
    const np = readNounPhrase(sentence, i + 1, lexicon) ?? {
      number: nounNumber(lexicon, sentence[i + 1]?.lower ?? ""),
    };
    const next = sentence[i + 1]?.lower ?? "";
    return np.number === "plural" || (endsClause(word) && !next) ? "plural" : undefined;
  }
  if (word.lower === "a" || word.lower === "an") {
    const np = readNounPhrase(sentence, i, lexicon);
    if (!np) return undefined;
    if (np.number !== "singular" || QUANTITY_NOUNS.test(sentence[np.head]!.lower)) return undefined;
    if (sentence.slice(i + 1, np.end).some((w) => QUANTITY_NOUNS.test(w.lower))) return undefined;
    if (sentence[np.end]?.lower === "of") return undefined;
    return "singular";
  }
  return undefined;
}
