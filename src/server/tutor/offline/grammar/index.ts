import type { LanguageCode } from "../../../../shared/schemas/course";
import type { GermanLexicon } from "../lexicon-de";
import { applyRules, type GrammarResult } from "./apply";
import { germanRules } from "./de";
import { englishRules, loadEnglishLexicon } from "./en";

export type { GrammarResult };
export type GrammarCheck = (text: string) => GrammarResult;

/** A language's grammar check (German needs its lexicon), or undefined where the offline tutor has none. */
export async function loadGrammar(
  language: LanguageCode,
  germanLexicon: GermanLexicon | undefined,
): Promise<GrammarCheck | undefined> {
  if (language === "de" && germanLexicon) return (text) => applyRules(text, germanRules, germanLexicon);
  if (language === "en") {
    const lexicon = await loadEnglishLexicon();
    return (text) => applyRules(text, englishRules, lexicon);
  }
  return undefined;
}
