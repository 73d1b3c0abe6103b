import type { MistakeCategory } from "../../shared/schemas/mistakes";
import { useT } from "./i18n";

const KEYS = {
  spelling: "components.mistakeCategory.spelling",
  capitalisation: "components.mistakeCategory.capitalisation",
  punctuation: "components.mistakeCategory.punctuation",
  "word-order": "components.mistakeCategory.wordOrder",
  "verb-form": "components.mistakeCategory.verbForm",
  "gender-case": "components.mistakeCategory.genderCase",
  article: "components.mistakeCategory.article",
  plural: "components.mistakeCategory.plural",
  preposition: "components.mistakeCategory.preposition",
  "word-choice": "components.mistakeCategory.wordChoice",
  other: "components.mistakeCategory.other",
} as const satisfies Record<MistakeCategory, string>;

/** A mistake category's name in the page's language ('My mistakes', the progress page). */
export function useMistakeCategoryName(): (category: MistakeCategory) => string {
  const t = useT();
  return (category) => t(KEYS[category]);
}
