import { beforeAll, describe, expect, it } from "vitest";
import { applyRules } from "../apply";
import { type EnglishLexicon, englishRules, loadEnglishLexicon } from ".";

/** The grammar pass alone, with the English lexicon loaded before the file's tests (tests only). */
export function englishGrammar() {
  let lexicon: EnglishLexicon;
  beforeAll(async () => {
    lexicon = await loadEnglishLexicon();
  }, 30_000);
  return (text: string) => applyRules(text, englishRules, lexicon);
}

/**
 * The rule tests' harness: `checks(name, fixes, silent)` for one mistake category, where fixes are [learner's
 * sentence, the right one] and silent are right sentences the rules must leave alone.
 */
export function categoryChecks(grammar: ReturnType<typeof englishGrammar>, category: string) {
  return (name: string, fixes: [string, string][], silent: string[]) =>
    describe(name, () => {
      it.each(fixes)("corrects %j", (text, right) => {
        const result = grammar(text);
        expect(result.text).toBe(right);
        expect(result.corrections.map((c) => c.category)).toContain(category);
      });
      it.each(silent)("leaves %j alone", (text) => {
        expect(grammar(text).corrections).toEqual([]);
      });
    });
}

/** `checks` for a test file of one category's rules. */
export function ruleChecks(category: string) {
  const grammar = englishGrammar();
  return { checks: categoryChecks(grammar, category), grammar };
}
