import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { edit, texts } from "./word-order-edit";
import { clauseEnd, nounEnd, phrasesEnd, TIME_NOUNS, timeEnd, verbAt } from "./word-order-read";
import { DETERMINERS, endsClause } from "./words";

/** Words that open a clause after an object ('... my family when I lived in Spain'). */
const SUBORDINATE = /^(when|because|if|since|while|before|after|although|though|as|until|whenever|so|but|and)$/;
const OBJECT_PRONOUNS = /^(me|you|him|her|us|them|it)$/;

/** The degree phrase at `a` and its end: 'a lot', 'very much', 'so much', 'really much', 'too much'. */
function degreeEnd(sentence: Word[], a: number): number | undefined {
  const [first, second] = [sentence[a]?.lower ?? "", sentence[a + 1]?.lower ?? ""];
  if (endsClause(sentence[a])) return undefined;
  if (first === "a" && second === "lot") return a + 2;
  if (/^(very|so|really|too)$/.test(first) && second === "much") return a + 2;
  return undefined;
}

/**
 * 'She likes a lot her new flat' -> 'She likes her new flat a lot', 'I missed very much my family when I lived in
 * Spain' -> 'I missed my family very much when ...', 'We love so much our garden' -> 'our garden so much': a degree
 * phrase goes after the verb's object, also where a time or another clause follows the object. The object opens
 * with a determiner, a name or is a pronoun ('so much work', 'a lot of friends' are quantities, not a degree).
 */
export function degreeAfterObject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let a = 1; a < sentence.length - 2; a++) {
    const forms = verbAt(sentence, a - 1, lexicon);
    if (!forms || endsClause(sentence[a - 1]) || /^(be|have|do|get)$/.test(forms.infinitive)) continue;
    const d = degreeEnd(sentence, a);
    if (d === undefined || endsClause(sentence[d - 1])) continue;
    const opener = sentence[d]!;
    let o: number | undefined;
    if (DETERMINERS.has(opener.lower) && !/^(a|an|some|any|no|that|this)$/.test(opener.lower))
      o = nounEnd(sentence, d, lexicon);
    else if (/^\p{Lu}\p{Ll}+$/u.test(opener.text) && opener.lower !== "i") o = nounEnd(sentence, d, lexicon);
    // 'miss a lot you', 'like very much her': a pronoun alone ('her' may open a noun phrase instead).
    if (o === undefined && OBJECT_PRONOUNS.test(opener.lower) && !/^\p{Lu}/u.test(opener.text)) o = d + 1;
    if (o === undefined && likedThing(sentence, a, d, forms.infinitive, lexicon)) o = d + 1;
    if (o === undefined || o === d) continue;
    // 'We walked a lot the first day': a time, not an object.
    if (TIME_NOUNS.test(sentence[o - 1]!.lower)) continue;
    if (!endsClause(sentence[o - 1])) o = phrasesEnd(sentence, o, lexicon);
    // 'my brother and my sister': a second object joined by 'and' to the clause's end.
    const second =
      sentence[o]?.lower === "and" && !endsClause(sentence[o - 1]) ? nounEnd(sentence, o + 1, lexicon) : undefined;
    if (second !== undefined && second === clauseEnd(sentence, d)) o = second;
    // The object ends its clause, or a time or another clause follows it.
    const end = clauseEnd(sentence, d);
    const next = sentence[o];
    const closes =
      o === end ||
      (next && (SUBORDINATE.test(next.lower) || timeEnd(sentence, o, lexicon) === end) && !endsClause(next));
    if (!closes || sentence.slice(d, o).some((w, k) => endsClause(w) && d + k !== o - 1)) continue;
    const degree = texts(sentence.slice(a, d));
    const object = texts(sentence.slice(d, o));
    const example = [sentence[a - 1]!.lower, ...object, ...degree].join(" ");
    return [
      edit(a, o, [...object, ...degree], {
        en: `'${degree.join(" ")}' goes after the object: ${example}`,
        de: `'${degree.join(" ")}' steht nach dem Objekt: ${example}`,
      }),
    ];
  }
  return [];
}

/** Verbs of liking, whose degree ('so much', 'a lot') is of the liking, not an amount of the thing. */
const LIKING = /^(like|love|enjoy|hate|miss|adore|prefer|dislike)$/;
/** Pastimes and subjects one likes, never counted out ('so much football' after 'like' is how much one likes it). */
const PASTIMES =
  /^(football|soccer|tennis|basketball|volleyball|handball|hockey|golf|baseball|rugby|cricket|badminton|chess|yoga|music|jazz|rock|pop|opera|art|sport|sports|history|maths|math|science|geography|biology|chemistry|physics|english|german|french|spanish|italian)$/;

/**
 * 'I don't like so much football' -> 'I don't like football so much', 'I love so much animals' -> 'animals so much',
 * 'She likes a lot dancing': after a verb of liking, a pastime, a plural (an amount of which is 'so many') or an -ing
 * form closing its clause is the object ('I don't like so much noise', 'too much sugar' are amounts).
 */
function likedThing(sentence: Word[], a: number, d: number, verb: string, lexicon: EnglishLexicon): boolean {
  const thing = sentence[d];
  if (!thing || !LIKING.test(verb) || sentence[a]!.lower === "too" || !/^[a-z]+$/.test(thing.text)) return false;
  const tags = lexicon.tags(thing.lower);
  if (PASTIMES.test(thing.lower)) return true;
  if (lexicon.verb(thing.lower)?.gerund === thing.lower) return true;
  return tags.has("Noun") && tags.has("Plural") && !tags.has("Pronoun") && !TIME_NOUNS.test(thing.lower);
}
