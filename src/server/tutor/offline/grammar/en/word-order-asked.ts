import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { nounEnd } from "./word-order-read";
import { endsClause } from "./words";

/** Verbs that take a person and then an indirect question ('ask the landlord how much ...', 'tell the kids where'). */
const ASKS_PERSON = /^(ask|asks|asked|asking|tell|tells|told|telling|show|shows|showed|shown|remind|reminded)$/;
const WH = /^(what|where|when|why|how|which|who)$/;

/** The person 'me' stands for in the indirect-question rules, which read 'asked me how ...'. */
const ME: Word = { text: "me", lower: "me", lead: "", trail: "", space: " " };

/**
 * 'I asked the landlord how much is the deposit' -> 'how much the deposit is', 'She told the kids where was the
 * park' -> 'where the park was': an indirect question after a person named by a noun phrase or name keeps a
 * statement's order as it does after 'me'. The rules read the sentence with 'me' for the person, and their edits
 * inside the question are moved back.
 */
export function afterNamedPerson(
  sentence: Word[],
  lexicon: EnglishLexicon,
  rules: (sentence: Word[], lexicon: EnglishLexicon) => GrammarEdit[],
): GrammarEdit[] {
  for (let v = 1; v < sentence.length - 4; v++) {
    if (!ASKS_PERSON.test(sentence[v]!.lower) || endsClause(sentence[v])) continue;
    const o = nounEnd(sentence, v + 1, lexicon);
    if (o === undefined || o - v > 5 || endsClause(sentence[o - 1]) || !WH.test(sentence[o]?.lower ?? "")) continue;
    if (sentence.slice(v + 1, o).some((w) => endsClause(w))) continue;
    const read = [...sentence.slice(0, v + 1), ME, ...sentence.slice(o)];
    const shift = o - (v + 2);
    return rules(read, lexicon)
      .filter((e) => e.start > v + 1)
      .map((e) => ({ ...e, start: e.start + shift, end: e.end + shift }));
  }
  return [];
}
