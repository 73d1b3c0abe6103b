import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject, type Subject } from "./subject";
import { edit, texts } from "./word-order-edit";
import { asks, clauseEnd, lowerFirst, subjectBefore, TIME_NOUNS, timeEnd, verbAt } from "./word-order-read";
import { frontedEnd } from "./word-order-structure";
import { AUXILIARIES, endsClause, readNounPhrase, SUBJECT_PRONOUNS } from "./words";

/**
 * Word order around auxiliaries and 'be': the subject before an auxiliary after a fronted time ('This morning had I
 * a headache', 'Right now is my husband at work'), an adverb after a perfect's 'have' ('I just have arrived'), after
 * 'be' whatever the subject ('The buses here never are on time') and 'still' before an -ing verb ('is crying still').
 */
export function auxiliaryWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...frontedAuxiliary(sentence, lexicon),
    ...adverbBeforePerfect(sentence, lexicon),
    ...adverbBeforeBe(sentence, lexicon),
    ...stillAfterGerund(sentence, lexicon),
  ];
}

const BE = /^(am|is|are|was|were)$/;

/** A fronted time's end, and whether it could be a subject itself ('Today is my birthday', 'Last week was busy'). */
function frontedTime(sentence: Word[], lexicon: EnglishLexicon): { end: number; subject: boolean } | undefined {
  const [first, second] = [sentence[0]?.lower ?? "", sentence[1]?.lower ?? ""];
  if (/^(right|just)$/.test(first) && second === "now" && !endsClause(sentence[0])) return { end: 2, subject: false };
  if (/^(nowadays|meanwhile)$/.test(first)) return { end: 1, subject: false };
  if (first === "these" && second === "days") return { end: 2, subject: false };
  const end = timeEnd(sentence, 0, lexicon);
  // 'In the evening', 'At the weekend' are no subject; 'Today', 'This morning' may be.
  if (end !== undefined) return { end, subject: !/^(at|on|in|during|after|before|until|till|around)$/.test(first) };
  const fronted = frontedEnd(sentence, lexicon);
  return fronted?.time ? { end: fronted.end, subject: false } : undefined;
}

/**
 * 'This morning had I a terrible headache' -> 'This morning I had', 'Tomorrow can we meet' -> 'we can', 'Right now
 * is my husband at work' -> 'my husband is at work': English keeps the subject before an auxiliary or 'be' after a
 * fronted time. A noun after 'be' stays where the time could be the subject ('Today is my birthday') or where no
 * place or state follows ('On Monday is my birthday' is another mistake).
 */
function frontedAuxiliary(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (asks(sentence)) return [];
  const fronted = frontedTime(sentence, lexicon);
  if (!fronted) return [];
  const a = fronted.end;
  const [aux, next] = [sentence[a], sentence[a + 1]];
  if (!aux || !next || endsClause(aux) || !AUXILIARIES.has(aux.lower) || /^(do|does|did)$/.test(aux.lower)) return [];
  // 'Yesterday, had I known, ...': a condition's inversion after a comma, a clause of its own.
  const inverted = sentence.slice(a, -1).some((w) => endsClause(w));
  if (endsClause(sentence[a - 1]) && /^(had|should|were)$/.test(aux.lower) && inverted) return [];
  if (/^(be|been|being)$/.test(aux.lower)) return [];
  let end: number | undefined;
  if (/^(i|he|she|we|they)$/.test(next.lower) && !endsClause(next) && sentence[a + 2]) end = a + 2;
  else if (BE.test(aux.lower) && !fronted.subject) {
    const subject = readSubject(sentence, a + 1, lexicon, true);
    if (subject && !subject.pronoun && !endsClause(sentence[subject.end - 1])) {
      const head = sentence[subject.end - 1]!.lower;
      if (!TIME_NOUNS.test(head) && isPredicate(sentence, subject.end, lexicon)) end = subject.end;
    }
  }
  if (end === undefined) return [];
  const subjectWords = texts(sentence.slice(a + 1, end));
  const example = [...lowerFirst(texts(sentence.slice(0, a))), ...subjectWords, aux.lower].join(" ");
  return [
    edit(a, end, [...subjectWords, aux.text], {
      en: `the subject comes before the verb: ${example}`,
      de: `das Subjekt steht vor dem Verb: ${example}`,
    }),
  ];
}

/** A place or state that ends the clause after 'be': 'at work', 'in Spain', 'at home', 'ill', 'very busy'. */
function isPredicate(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const end = clauseEnd(sentence, i);
  // 'already asleep', 'still at work': an adverb of time before the place or state.
  const adverb = /^(already|still|always|never|often|usually|sometimes|also|just)$/.test(sentence[i]?.lower ?? "");
  const words = sentence.slice(adverb && i + 1 < end ? i + 1 : i, end);
  if (words.length === 0 || words.length > 5) return false;
  const first = words[0]!.lower;
  if (/^(at|in|on|with|from|out|away|home|here|there)$/.test(first)) return true;
  if (words.length > 2) return false;
  return words.every((w) => {
    const tags = lexicon.tags(w.lower);
    return (tags.has("Adjective") && !tags.has("Noun")) || /^(very|so|really|quite|too)$/.test(w.lower);
  });
}

const PERFECT_ADVERBS = /^(just|already|never|ever|always|also|often|recently|finally|still|only)$/;

/** 'I just have arrived' -> 'I have just arrived', 'She already has eaten' -> 'has already eaten'; 'I always have lunch' is right. */
function adverbBeforePerfect(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((adverb, i) => {
    const [have, participle] = [sentence[i + 1], sentence[i + 2]];
    if (!have || !participle || !PERFECT_ADVERBS.test(adverb.lower) || endsClause(adverb) || endsClause(have)) return;
    if (!/^(have|has|had)$/.test(have.lower) || i === 0 || !subjectBefore(sentence, i, lexicon)) return;
    const forms = verbAt(sentence, i + 2, lexicon) ?? (participle.lower === "been" ? lexicon.verb("be") : undefined);
    if (!forms || forms.participle !== participle.lower || forms.infinitive === participle.lower) return;
    // 'We also have used cars': a participle that is an adjective before a bare noun.
    const after = sentence[i + 3];
    if (lexicon.tags(participle.lower).has("Adjective") && after && !endsClause(participle)) {
      const tags = lexicon.tags(after.lower);
      if (
        tags.has("Noun") &&
        !tags.has("Determiner") &&
        !tags.has("Pronoun") &&
        !readNounPhrase(sentence, i + 3, lexicon)
      )
        return;
    }
    const example = [have.lower, adverb.lower, participle.lower].join(" ");
    edits.push(
      edit(i, i + 2, [have.text, adverb.text], {
        en: `'${adverb.lower}' goes after '${have.lower}': ${example}`,
        de: `'${adverb.lower}' steht nach '${have.lower}': ${example}`,
      }),
    );
  });
  return edits;
}

const FREQUENCY = /^(always|usually|often|sometimes|never|rarely|seldom|normally|also|still|already|generally)$/;

/**
 * 'The buses here never are on time' -> 'are never', 'People in my town always are friendly': after 'be' whatever
 * the subject, read as a noun phrase with a place after it ('here', 'in my town').
 */
function adverbBeforeBe(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let i = 1; i < sentence.length - 2; i++) {
    const [adverb, be] = [sentence[i]!, sentence[i + 1]!];
    if (!FREQUENCY.test(adverb.lower) || !BE.test(be.lower) || endsClause(adverb) || endsClause(be)) continue;
    let start = i - 1;
    while (start > 0 && !endsClause(sentence[start - 1])) start--;
    // The subject read on its own ('the buses here': compromise takes 'here' for a compound's noun).
    let subject: Subject | undefined;
    for (let e = start + 1; e < i && !subject; e++) {
      const read = readSubject(sentence.slice(0, e), start, lexicon, true);
      if (read?.end === e && !endsClause(sentence[e - 1])) subject = read;
    }
    if (!subject) continue;
    // The subject's place: 'here', 'there', or a preposition and a noun phrase or name.
    const place = sentence.slice(subject.end, i);
    const here = place.length === 1 && /^(here|there)$/.test(place[0]!.lower);
    const phrase =
      /^(in|at|on|from|near)$/.test(place[0]!.lower) &&
      (readNounPhrase(sentence, subject.end + 1, lexicon)?.end === i ||
        (place.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(place[1]!.text)));
    if ((!here && !phrase) || place.some((w) => endsClause(w))) continue;
    const example = [be.lower, adverb.lower].join(" ");
    return [
      edit(i, i + 2, [be.text, adverb.text], {
        en: `'${adverb.lower}' goes after 'be': ${example}`,
        de: `'${adverb.lower}' steht nach 'be': ${example}`,
      }),
    ];
  }
  return [];
}

/** Verbs 'still' describes as an adjective ('sit still', 'standing still', 'keep still'). */
const STILL_AS_ADJECTIVE = /^(sit|stand|lie|keep|stay|hold|remain|stop)$/;

/** 'The baby is crying still' -> 'The baby is still crying': 'still' goes between 'be' and the -ing verb. */
function stillAfterGerund(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (asks(sentence)) return [];
  const edits: GrammarEdit[] = [];
  sentence.forEach((still, i) => {
    const [be, verb] = [sentence[i - 2], sentence[i - 1]];
    if (still.lower !== "still" || !be || !verb || (!endsClause(still) && sentence[i + 1])) return;
    if (!BE.test(be.lower) || endsClause(be) || endsClause(verb)) return;
    const forms = verbAt(sentence, i - 1, lexicon);
    if (!forms || forms.gerund !== verb.lower || STILL_AS_ADJECTIVE.test(forms.infinitive)) return;
    if (!SUBJECT_PRONOUNS[sentence[i - 3]?.lower ?? ""] && !subjectBefore(sentence, i - 2, lexicon)) return;
    const example = [be.lower, "still", verb.lower].join(" ");
    edits.push(
      edit(i - 1, i + 1, [still.text, verb.text], {
        en: `'still' goes before the -ing verb: ${example}`,
        de: `'still' steht vor dem Verb auf -ing: ${example}`,
      }),
    );
  });
  return edits;
}
