import { LayoutTemplate } from "lucide-react";
import { useT } from "./i18n";
import { DIFFICULTY_KEYS, LANGUAGE_KEYS } from "./labels";
import { SCENARIO_TEMPLATES } from "./templates";
import type { CreatePage } from "./use-create-page";

/** 'Start from a template': each fills the whole form with a scenario the learner then changes and saves. */
export function TemplateRow({ page }: { page: CreatePage }) {
  const t = useT();
  return (
    <section aria-labelledby="scenario-templates" className="grid gap-3">
      <div>
        <h2 id="scenario-templates" className="flex items-center gap-2 text-lg font-semibold">
          <LayoutTemplate className="size-5 text-primary" aria-hidden="true" /> {t("custom-scenarios.templates.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("custom-scenarios.templates.text")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SCENARIO_TEMPLATES.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              onClick={() => page.applyTemplate(template)}
              className="flex h-full w-full flex-col items-start gap-1 rounded-xl border bg-card p-4 text-left shadow-sm outline-none transition hover:border-primary/50 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="font-medium">{t(template.title)}</span>
              <span className="text-xs text-muted-foreground">
                {t(LANGUAGE_KEYS[template.language])} · {t(DIFFICULTY_KEYS[template.difficulty])}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
