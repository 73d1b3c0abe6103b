import { Loader2, Wand2 } from "lucide-react";
import { CUSTOM_SCENARIO_MAX } from "../../../shared/schemas/custom-scenario";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { describedBy, FieldError } from "./form-field";
import { useT } from "./i18n";
import type { CreatePage } from "./use-create-page";

/**
 * 'Draft it for me': one sentence, and the tutor proposes the whole form in the form's target language (by the AI
 * provider, or offline from the closest situation). The learner reviews it and saves.
 */
export function DraftBox({ page }: { page: CreatePage }) {
  const t = useT();
  const { draft } = page;
  return (
    <section
      aria-labelledby="scenario-draft-title"
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:p-5"
    >
      <div>
        <h2 id="scenario-draft-title" className="flex items-center gap-2 font-semibold">
          <Wand2 className="size-4 text-primary" aria-hidden="true" /> {t("custom-scenarios.draft.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("custom-scenarios.draft.text")}</p>
      </div>
      <form
        noValidate
        aria-busy={draft.drafting || undefined}
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void draft.run();
        }}
      >
        <Label htmlFor="scenario-idea">{t("custom-scenarios.draft.label")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="scenario-idea"
            value={draft.idea}
            maxLength={CUSTOM_SCENARIO_MAX.draftIdea}
            autoComplete="off"
            placeholder={t("custom-scenarios.draft.placeholder")}
            onChange={(e) => {
              draft.setIdea(e.target.value);
              draft.setError(undefined);
            }}
            {...describedBy("scenario-idea", { error: draft.error })}
          />
          <Button type="submit" disabled={draft.drafting} className="sm:self-start">
            {draft.drafting ? <Loader2 className="animate-spin" /> : <Wand2 />}
            {draft.drafting ? t("custom-scenarios.draft.working") : t("custom-scenarios.draft.button")}
          </Button>
        </div>
        <FieldError id="scenario-idea" error={draft.error} />
        <p role="status" className="text-sm text-foreground empty:hidden">
          {draft.done ? t("custom-scenarios.draft.done") : ""}
        </p>
      </form>
    </section>
  );
}
