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
  ["dev-sentences.json", { agreement: 46, tense: 49, article: 45, plural: 42, preposition: 48, "word-order": 47 }],
  ["dev-sentences-2.json", { tense: 53, preposition: 47, "word-order": 45 }],
  // Written before the rules were widened to read sentence structure (then: tense 18, preposition 19, word order 13),
  // with other vocabulary and shapes: noun-phrase subjects, second clauses, fronted phrases, contractions.
  ["dev-sentences-3.json", { tense: 27, preposition: 21, "word-order": 27 }],
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
