import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject } from "./subject";
import { endsClause } from "./words";

/** Words after which the verb is an infinitive. */
const TAKES_INFINITIVE = new Set([
  "did",
  "didn't",
  "does",
  "doesn't",
  "do",
  "don't",
  "will",
  "won't",
  "can",
  "can't",
  "cannot",
  "could",
  "couldn't",
  "would",
  "wouldn't",
  "should",
  "shouldn't",
  "must",
  "mustn't",
  "might",
  "may",
]);

/** Verbs whose 'to' after them starts an infinitive ('going to buy', 'want to visit', 'have to work'). */
const TO_INFINITIVE =
  /^(going|gonna|want|wants|wanted|need|needs|needed|have|has|had|try|tries|tried|decide|decided|plan|plans|planned|hope|hopes|hoped|like|learn|learned|learnt|forget|forgot|remember|able|used)$/;

/** 'I didn't went' -> 'go', 'She will came' -> 'come', 'Did you saw it?' -> 'see'. */
export function infinitiveAfter(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((aux, a) => {
    // 'going to', 'want to', 'have to': the 'to' of an infinitive ('to' is a preposition elsewhere).
    const infinitiveTo = aux.lower === "to" && TO_INFINITIVE.test(sentence[a - 1]?.lower ?? "");
    if ((!TAKES_INFINITIVE.has(aux.lower) && !infinitiveTo) || endsClause(aux)) return;
    let v = a + 1;
    // 'Did you ...', 'will not', 'can always'
    const asks = a === 0 || (a <= 2 && /^(what|where|when|why|how|who|which)$/.test(sentence[0]!.lower));
    const asked =
      asks && !/^(i|you|he|she|it|we|they)$/.test(sentence[v]?.lower ?? "")
        ? askedSubject(sentence, v, lexicon)
        : undefined;
    if (asks && /^(i|you|he|she|it|we|they)$/.test(sentence[v]?.lower ?? "")) v++;
    // 'Does your brother ...', 'When did the plumber ...': a noun phrase asked about.
    else if (asked !== undefined && /^(did|does|do|will|can|could|would|should)$/.test(aux.lower)) v = asked;
    // 'do' and 'does' are main verbs too ('I do sports'): only in a question ('Does she ...') or negated.
    else if (/^(do|does)$/.test(aux.lower) && sentence[v]?.lower !== "not") return;
    while (
      /^(not|never|always|also|really|just|still|ever)$/.test(sentence[v]?.lower ?? "") &&
      !endsClause(sentence[v])
    )
      v++;
    const verb = sentence[v];
    if (!verb || !/^[a-z]+$/.test(verb.text)) return;
    const forms = lexicon.verb(verb.lower);
    if (!forms || forms.infinitive === verb.lower || (forms.infinitive === "be" && verb.lower !== "been")) return;
    const tags = lexicon.tags(verb.lower);
    // 'doesn't works', 'will comes': a third person form; a plural noun there would start a question ('Will pets ...').
    const thirdPerson = verb.lower === forms.present && (a > 0 || v > 1);
    // After 'to' a noun may follow ('going to parties'): only words that are verbs alone.
    if (infinitiveTo && (tags.has("Noun") || tags.has("Adjective") || v !== a + 1)) return;
    if (!thirdPerson) {
      if (!tags.has("PastTense") && !tags.has("Participle")) return;
      if (verb.lower !== forms.past && verb.lower !== forms.participle) return;
      // After 'did' and its subject no adjective can stand ('Did the plumber fixed it?'), so 'fixed' is the verb.
      const afterDid = /^(did|didn't)$/.test(aux.lower) && v > a + 1 && !tags.has("Noun");
      if ((tags.has("Adjective") && !afterDid) || tags.has("Noun")) return;
    }
    const modal = infinitiveTo ? `${sentence[a - 1]!.lower} to` : aux.lower;
    edits.push({
      start: v,
      end: v + 1,
      words: [forms.infinitive],
      category: "verb-form",
      explain: {
        en: `after '${modal}' comes the infinitive: ${modal} ${forms.infinitive}`,
        de: `nach '${modal}' steht der Infinitiv: ${modal} ${forms.infinitive}`,
      },
    });
  });
  return edits;
}

/** The end of a noun-phrase subject after a question's auxiliary ('Does your brother ...'), if plainly one. */
function askedSubject(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  if (!sentence.at(-1)?.trail.includes("?")) return undefined;
  const subject = readSubject(sentence, i, lexicon, true);
  return subject && !endsClause(sentence[subject.end - 1]) ? subject.end : undefined;
}
