import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { edit, texts } from "./word-order-edit";
import { lowerFirst, onlyQuestion, verbAt } from "./word-order-read";
import { AUXILIARIES, DETERMINERS, endsClause, MODALS, readNounPhrase, SUBJECT_PRONOUNS } from "./words";

/**
 * Questions and perfects read from their phrases: a question word's phrase ('whose car', 'which hotel', 'how
 * expensive') before a subject and 'be' left at the end ('Whose car this is?'), and an adverb after a perfect's
 * participle ('Have you tried ever Indian food?', 'I have eaten never sushi').
 */
export function whWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...phraseThenBe(sentence, lexicon), ...adverbAfterParticiple(sentence, lexicon)];
}

/**
 * The end of a question word's phrase at 0 that is no subject itself: 'whose car', 'which hotel', 'what colour',
 * 'what kind of music', 'how expensive', 'how many people'.
 */
function whPhraseEnd(sentence: Word[], lexicon: EnglishLexicon): number | undefined {
  const [wh, next] = [sentence[0]?.lower ?? "", sentence[1]];
  if (!next || endsClause(sentence[0]) || endsClause(next) || !/^[a-z]+$/.test(next.text)) return undefined;
  const tags = lexicon.tags(next.lower);
  if (/^(whose|which|what)$/.test(wh)) {
    if (DETERMINERS.has(next.lower) || tags.has("Pronoun") || AUXILIARIES.has(next.lower)) return undefined;
    if (!tags.has("Noun")) return undefined;
    // 'what kind of music', 'which one of the rooms'
    if (sentence[2]?.lower === "of" && !endsClause(next)) return readNounPhrase(sentence, 3, lexicon)?.end;
    return 2;
  }
  if (wh !== "how") return undefined;
  if (/^(much|many)$/.test(next.lower)) {
    const noun = sentence[2];
    return noun && lexicon.tags(noun.lower).has("Noun") && !SUBJECT_PRONOUNS[noun.lower] ? 3 : undefined;
  }
  if (!tags.has("Adjective") && !/^(often|long|far|well|soon|late|early)$/.test(next.lower)) return undefined;
  return tags.has("Noun") || tags.has("Verb") ? undefined : 2;
}

/** A short subject at `i` before `end`: a pronoun, 'this', 'there', a name or a determiner's noun phrase. */
function subjectTo(sentence: Word[], i: number, end: number, lexicon: EnglishLexicon): boolean {
  const words = sentence.slice(i, end);
  if (words.length === 0 || words.length > 4 || words.some((w) => endsClause(w))) return false;
  if (words.length === 1)
    return Boolean(SUBJECT_PRONOUNS[words[0]!.lower]) || /^(this|that|these|those|there)$/.test(words[0]!.lower);
  if (words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w.text))) return true;
  if (!DETERMINERS.has(words[0]!.lower) || /^(a|an)$/.test(words[0]!.lower)) return false;
  // No verb or auxiliary in it ('which bus that goes ...' aside).
  return words.slice(1).every((w) => {
    const tags = lexicon.tags(w.lower);
    return /^[a-z]+$/.test(w.text) && !AUXILIARIES.has(w.lower) && (tags.has("Noun") || tags.has("Adjective"));
  });
}

/**
 * 'Whose car this is?' -> 'Whose car is this?', 'How expensive the tickets are?' -> 'How expensive are the
 * tickets?', 'Which hotel you are staying at?' -> 'Which hotel are you staying at?': after a question word's phrase
 * 'be' or an auxiliary comes before the subject. The phrase's noun is no subject here ('Which car is yours?' has no
 * second one).
 */
function phraseThenBe(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (!onlyQuestion(sentence) || !/^(whose|which|what|how)$/.test(sentence[0]?.lower ?? "")) return [];
  const h = whPhraseEnd(sentence, lexicon);
  if (h === undefined) return [];
  for (let a = h + 1; a < Math.min(sentence.length, h + 5); a++) {
    const aux = sentence[a]!;
    if (!/^(am|is|are|was|were|have|has|will|can|could|should|would|must)$/.test(aux.lower)) continue;
    if (!subjectTo(sentence, h, a, lexicon)) return [];
    // 'be' closes the question, or an auxiliary is followed by its verb ('you are staying at').
    const last = a === sentence.length - 1;
    const verb = sentence[a + 1];
    // 'Which platform the train is on?': a preposition left at the end.
    const stranded = a === sentence.length - 2 && /^(on|in|at|from|to|for|with|about)$/.test(verb?.lower ?? "");
    if (!last && !stranded) {
      if (!verb || endsClause(aux)) return [];
      const forms = verbAt(sentence, a + 1, lexicon);
      const fits = forms && [forms.gerund, forms.participle, forms.infinitive].includes(verb.lower);
      if (!fits && !(/^(been|be)$/.test(verb.lower) && !MODALS.has(aux.lower))) return [];
    }
    const subjectWords = lowerFirst(texts(sentence.slice(h, a))).map((w, k) =>
      k === 0 && /^\p{Lu}\p{Ll}+$/u.test(sentence[h]!.text) && !SUBJECT_PRONOUNS[sentence[h]!.lower]
        ? sentence[h]!.text
        : w,
    );
    const example = [...lowerFirst(texts(sentence.slice(0, h))), aux.lower, ...subjectWords].join(" ");
    return [
      edit(h, a + 1, [aux.lower, ...subjectWords], {
        en: `in a question the verb comes before the subject: ${example}`,
        de: `in der Frage steht das Verb vor dem Subjekt: ${example}`,
      }),
    ];
  }
  return [];
}

const PERFECT_ADVERBS = /^(ever|never|already|always|just|often|recently|finally|also|still)$/;

/**
 * 'Have you tried ever Indian food?' -> 'Have you ever tried', 'Has your brother visited already Rome?', 'I have
 * eaten never sushi' -> 'I have never eaten sushi': the adverb goes between 'have' and the participle. Only before an
 * object or phrase ('Have you been there already?' ends with it, which is right).
 */
function adverbAfterParticiple(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const have = sentence[0];
  if (!have || !/^(have|has|had|haven't|hasn't)$/.test(have.lower) || !onlyQuestion(sentence)) return [];
  let p = 2;
  if (!SUBJECT_PRONOUNS[sentence[1]?.lower ?? ""]) {
    const np = readNounPhrase(sentence, 1, lexicon);
    const name = /^\p{Lu}\p{Ll}+$/u.test(sentence[1]?.text ?? "") ? 2 : undefined;
    const end = np?.end ?? name;
    if (end === undefined) return [];
    p = end;
  }
  const [participle, adverb] = [sentence[p], sentence[p + 1]];
  if (!participle || !adverb || endsClause(sentence[p - 1]) || endsClause(participle) || endsClause(adverb)) return [];
  if (!PERFECT_ADVERBS.test(adverb.lower) || !sentence[p + 2]) return [];
  const forms = verbAt(sentence, p, lexicon) ?? (participle.lower === "been" ? lexicon.verb("be") : undefined);
  if (!forms || forms.participle !== participle.lower || forms.infinitive === participle.lower) return [];
  // 'Have you seen just the first part?': 'just' and 'only' before a noun phrase mean 'only'.
  if (adverb.lower === "just" && DETERMINERS.has(sentence[p + 2]!.lower)) return [];
  const example = [...lowerFirst(texts(sentence.slice(0, p))), adverb.lower, participle.lower].join(" ");
  return [
    edit(p, p + 2, [adverb.text, participle.text], {
      en: `'${adverb.lower}' goes before the participle: ${example}`,
      de: `'${adverb.lower}' steht vor dem Partizip: ${example}`,
    }),
  ];
}
