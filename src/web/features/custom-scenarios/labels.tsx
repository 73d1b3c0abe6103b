import type { CustomScenario, ScenarioLanguage } from "../../../shared/schemas/custom-scenario";
import { type Key, useT } from "./i18n";

/** The names of levels and target languages, for the form, the templates, the list and the hub. */
export const DIFFICULTY_KEYS = {
  beginner: "custom-scenarios.difficulty.beginner",
  intermediate: "custom-scenarios.difficulty.intermediate",
  advanced: "custom-scenarios.difficulty.advanced",
} as const satisfies Record<string, Key>;
export const LANGUAGE_KEYS = {
  de: "custom-scenarios.language.de",
  en: "custom-scenarios.language.en",
  fr: "custom-scenarios.language.fr",
} as const satisfies Record<ScenarioLanguage, Key>;

/** A scenario's language and level, as the list and the hub show them. */
export function ScenarioMeta({ scenario }: { scenario: CustomScenario }) {
  const t = useT();
  return (
    <span className="text-xs text-muted-foreground">
      {t(LANGUAGE_KEYS[scenario.language])} · {t(DIFFICULTY_KEYS[scenario.difficulty])}
    </span>
  );
}
