import type { CustomScenario } from "../../../shared/schemas/custom-scenario";
import { type Key, useT } from "./i18n";

/** The names of levels and target languages, for the form, the templates, the list and the hub. */
export const DIFFICULTY_KEYS = {
  beginner: "custom-scenarios.difficulty.beginner",
  intermediate: "custom-scenarios.difficulty.intermediate",
  advanced: "custom-scenarios.difficulty.advanced",
} as const satisfies Record<string, Key>;
export const LANGUAGE_KEYS: Record<string, Key> = {
  de: "custom-scenarios.language.de",
  en: "custom-scenarios.language.en",
  es: "custom-scenarios.language.es",
  fr: "custom-scenarios.language.fr",
};

/** A scenario's language and level, as the list and the hub show them. */
export function ScenarioMeta({ scenario }: { scenario: CustomScenario }) {
  const t = useT();
  const language = LANGUAGE_KEYS[scenario.language];
  return (
    <span className="text-xs text-muted-foreground">
      {language ? t(language) : scenario.language} · {t(DIFFICULTY_KEYS[scenario.difficulty])}
    </span>
  );
}
