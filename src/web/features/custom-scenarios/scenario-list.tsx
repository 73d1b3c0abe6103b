import { Download, Loader2, Pencil, Play, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { ownScenarioChatPath } from "../../../shared/own-course";
import { CUSTOM_SCENARIO_MESSAGES, type CustomScenario } from "../../../shared/schemas/custom-scenario";
import { CharacterAvatar, characterFaceUrl } from "../../components/character-avatar";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { toast } from "../../lib/lazy-toast";
import { customScenariosApi } from "./api";
import { FieldError } from "./form-field";
import { useT } from "./i18n";
import { ScenarioMeta } from "./labels";
import { useReloadScenarios } from "./queries";
import type { CreatePage } from "./use-create-page";

/**
 * 'My scenarios' on the Create page: each with its tutor's face, Start (the regular chat), Edit (into the form),
 * Export (the shared file) and Delete (after asking); Import adds one from a file.
 */
export function ScenarioList({ page }: { page: CreatePage }) {
  const t = useT();
  const scenarios = page.offer?.scenarios ?? [];
  const [deleting, setDeleting] = useState<CustomScenario>();

  return (
    <section aria-labelledby="my-scenarios" className="grid content-start gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-scenarios" className="flex items-center gap-2 text-lg font-semibold">
          {t("custom-scenarios.list.title")}
          {scenarios.length > 0 && (
            <Badge variant="secondary">{t("custom-scenarios.list.count", { count: scenarios.length })}</Badge>
          )}
        </h2>
      </div>
      {scenarios.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("custom-scenarios.list.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {scenarios.map((scenario) => (
            <ScenarioItem
              key={scenario.id}
              scenario={scenario}
              editing={page.editing?.id === scenario.id}
              onEdit={() => page.edit(scenario)}
              onDelete={() => setDeleting(scenario)}
            />
          ))}
        </ul>
      )}
      <ImportButton />
      {deleting && (
        <DeleteDialog
          scenario={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => page.deleted(deleting.id)}
        />
      )}
    </section>
  );
}

function ScenarioItem(props: { scenario: CustomScenario; editing: boolean; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const { scenario } = props;
  const title = scenario.title;
  return (
    <li
      data-testid="my-scenario"
      className="grid gap-2 rounded-lg border bg-background p-3 data-[editing=true]:border-primary"
      data-editing={props.editing}
    >
      <div className="flex min-w-0 items-start gap-3">
        <CharacterAvatar src={characterFaceUrl(scenario.avatar)} name={scenario.tutorName} size={40} />
        <div className="grid min-w-0 gap-0.5">
          <span className="break-words font-medium leading-snug">{title}</span>
          <ScenarioMeta scenario={scenario} />
          <span className="truncate text-xs text-muted-foreground">
            {t("custom-scenarios.list.tutor", { name: scenario.tutorName, role: scenario.tutorRole })}
          </span>
          {props.editing && (
            <Badge variant="outline" className="mt-1">
              {t("custom-scenarios.list.editing")}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button asChild size="sm">
          <Link to={ownScenarioChatPath(scenario)} aria-label={t("custom-scenarios.list.startLabel", { title })}>
            <Play /> {t("custom-scenarios.list.start")}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("custom-scenarios.list.editLabel", { title })}
          onClick={props.onEdit}
        >
          <Pencil /> {t("custom-scenarios.list.edit")}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <a
            href={customScenariosApi.fileUrl(scenario.id)}
            download
            aria-label={t("custom-scenarios.list.exportLabel", { title })}
          >
            <Download /> {t("custom-scenarios.list.export")}
          </a>
        </Button>
        <Button
          variant="ghost-destructive"
          size="sm"
          aria-label={t("custom-scenarios.list.deleteLabel", { title })}
          onClick={props.onDelete}
        >
          <Trash2 /> {t("custom-scenarios.list.delete")}
        </Button>
      </div>
    </li>
  );
}

/** Import: a shared file (.json); a file the server refuses changes nothing, and its message is shown. */
function ImportButton() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const reload = useReloadScenarios();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setError(CUSTOM_SCENARIO_MESSAGES.fileInvalid);
      return;
    }
    setBusy(true);
    try {
      const scenario = await customScenariosApi.import(parsed);
      toast.success(t("custom-scenarios.toast.imported"), { description: scenario.title });
      await reload();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-describedby="scenario-import-hint"
          onClick={() => input.current?.click()}
        >
          {busy ? <Loader2 className="animate-spin" /> : <Upload />}
          {busy ? t("custom-scenarios.list.importing") : t("custom-scenarios.list.import")}
        </Button>
        <span id="scenario-import-hint" className="text-xs text-muted-foreground">
          {t("custom-scenarios.list.importHint")}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="hidden"
        data-testid="scenario-import-file"
        onChange={chosen}
      />
      <FieldError id="scenario-import" error={error} />
    </div>
  );
}

function DeleteDialog(props: { scenario: CustomScenario; onClose: () => void; onDeleted: () => void }) {
  const t = useT();
  const reload = useReloadScenarios();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await customScenariosApi.remove(props.scenario.id);
      toast.success(t("custom-scenarios.toast.deleted"), { description: props.scenario.title });
      props.onDeleted();
      props.onClose();
      void reload();
    } catch (error) {
      toast.error(t("custom-scenarios.toast.failed"), { description: (error as Error).message });
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("custom-scenarios.delete.title")}</DialogTitle>
          <DialogDescription className="break-words">
            {t("custom-scenarios.delete.text", { title: props.scenario.title })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            {t("custom-scenarios.delete.cancel")}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {t("custom-scenarios.delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
