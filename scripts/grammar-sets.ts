// The offline tutor's grammar on the learner-error sets, for tuning a rule (issue 38):
//   node --import tsx scripts/grammar-sets.ts de tuning [category]
// prints per category mistakes flagged and fixed, correct sentences changed, and each miss and wrong change.
// SET=spelling reads the spelling sets instead. Tune on the 'tuning' half; the 'held-out' half is what `npm run bench` reports.
import { loadGlossary } from "../src/server/content/load";
import { loadCorrector } from "../src/server/tutor/offline/corrections";
import { glossaryWords } from "../src/server/tutor/offline/glossary-index";
import { type Half, learnerErrors, scoreByCategory } from "../src/server/tutor/offline/learner-errors/evaluate";

const [language = "de", half = "tuning", only] = process.argv.slice(2) as ["de" | "en", Half, string | undefined];
const course = language === "de" ? "complete-german" : "complete-english";
const corrector = await loadCorrector(language, language === "de" ? "en" : "de", glossaryWords(loadGlossary(course)));
const sentences = learnerErrors(language, half, process.env.SET === "spelling" ? "spelling" : "grammar").filter(
  (s) => !only || s.uses === only || s.categories?.includes(only),
);
const check = (text: string) => corrector.check(text);
for (const c of scoreByCategory(sentences, check)) {
  console.log(
    `${c.category}: ${c.mistakes} mistakes, flagged ${c.flagged}, right ${c.fixed}; ${c.correct} correct, changed ${c.changed}`,
  );
}
for (const s of sentences) {
  const feedback = check(s.text);
  if (s.corrected === undefined && feedback.hasErrors)
    console.log(`CHANGED  ${s.text}\n      -> ${feedback.correctedText}`);
  if (s.corrected !== undefined && feedback.correctedText !== s.corrected) {
    console.log(`MISSED   ${s.text}\n  want  ${s.corrected}\n  got   ${feedback.correctedText}`);
  }
}
