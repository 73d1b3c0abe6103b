import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadGlossary } from "../../../../content/load";
import { type Corrector, loadCorrector } from "../../corrections";
import { glossaryWords } from "../../glossary-index";
import { type LearnerSentence, scoreByCategory } from "../../learner-errors/evaluate";
import { applyRules } from "../apply";
import { type EnglishLexicon, englishRules, loadEnglishLexicon } from ".";

/**
 * The English rules' development set (issue 38): mistakes German speakers make in chat, over the whole space of each
 * construction, and correct sentences with the same constructions. Written apart from the learner-error sets, so
 * that the rules are tuned to grammar, not to those sentences.
 */
const read = (file: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, file), "utf8")) as { sentences: LearnerSentence[] }).sentences;

/**
 * Each set and the mistakes it has corrected exactly right per category, as reached (a rule that stops generalising
 * fails here). The second set was written afresh for tense, prepositions and word order, before their rules were
 * widened, over the breadth of what German-speaking A1-B1 learners write.
 */
const SETS: [string, Record<string, number>][] = [
  ["dev-sentences.json", { agreement: 46, tense: 49, article: 45, plural: 43, preposition: 49, "word-order": 47 }],
  ["dev-sentences-2.json", { tense: 54, preposition: 47, "word-order": 48 }],
  // Written before the rules were widened to read sentence structure (then: tense 18, preposition 19, word order 13),
  // with other vocabulary and shapes: noun-phrase subjects, second clauses, fronted phrases, contractions.
  ["dev-sentences-3.json", { tense: 29, preposition: 27, "word-order": 30 }],
  // Written afresh by someone who had not read the rules (then: tense 33/60, preposition 38/70, word order 36/60).
  ["dev-sentences-4.json", { tense: 58, preposition: 69, "word-order": 59 }],
  // Written after the rules were widened on set 4, about chat topics only, as a check (then: tense 23/40, preposition
  // 32/45, word order 20/40); all three categories were then used to widen the rules.
  ["dev-sentences-5.json", { tense: 36, preposition: 44, "word-order": 40 }],
  // Written like the learner-error set's tuning half, three new sentences per construction, as a check (then: tense
  // 28/45, preposition 29/45, word order 34/45); all three categories were then used to widen the rules.
  ["dev-sentences-6.json", { tense: 44, preposition: 45, "word-order": 45 }],
  // Written afresh by someone who had not read the rules, scored before the round tuned on sets 5 and 6 (tense 26/45,
  // preposition 32/45, word order 32/45) and after it (27, 34, 34); then used to widen the rules in a second round.
  ["dev-sentences-7.json", { tense: 41, preposition: 45, "word-order": 45 }],
  // Written afresh by someone who had not read the rules, other topics, scored before the second round (tense 31/45,
  // preposition 39/45, word order 33/45) and after it (34, 41, 34): not tuned on, the honest estimate.
  ["dev-sentences-8.json", { tense: 34, preposition: 41, "word-order": 34 }],
];

let en: Corrector;
let lexicon: EnglishLexicon;
beforeAll(async () => {
  en = await loadCorrector("en", "de", glossaryWords(loadGlossary("complete-english")));
  lexicon = await loadEnglishLexicon();
}, 30_000);

describe.each(SETS)("the English development set %s", (file, floors) => {
  const sentences = read(file);

  it("corrects each category's mistakes at least as often as before", () => {
    const scores = scoreByCategory(sentences, (text) => en.check(text));
    for (const [category, floor] of Object.entries(floors)) {
      expect(scores.find((s) => s.category === category)?.fixed, category).toBeGreaterThanOrEqual(floor);
    }
  });

  it("changes no correct sentence", () => {
    const changed = sentences.filter((s) => s.corrected === undefined && en.check(s.text).hasErrors).map((s) => s.text);
    expect(changed).toEqual([]);
  });
});

/** The English course's own sentences (lines, samples, descriptions): right English the rules must leave alone. */
function courseSentences(): string[] {
  const content = join(import.meta.dirname, "../../../../../../content");
  const texts = new Set<string>();
  const skip = /translation|meaning|explanation|gradient|color|id$|^id|tags|expect|name|emoji|icon/i;
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (!skip.test(key) && / /.test(value) && /^[A-Z"'“]/.test(value))
        for (const sentence of value.split(/(?<=[.!?])\s+/)) texts.add(sentence);
    } else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === "object") for (const [k, item] of Object.entries(value)) walk(item, k);
  };
  walk(JSON.parse(readFileSync(join(content, "courses/complete-english.json"), "utf8")), "");
  const scripts = join(content, "scripts/complete-english");
  for (const file of readdirSync(scripts)) walk(JSON.parse(readFileSync(join(scripts, file), "utf8")), "");
  return [...texts];
}

describe("the English course's sentences", () => {
  it("are left alone by the grammar rules", () => {
    const texts = courseSentences();
    expect(texts.length).toBeGreaterThan(1000);
    const changed = texts.filter((text) => applyRules(text, englishRules, lexicon).corrections.length > 0);
    expect(changed).toEqual([]);
  });
});
