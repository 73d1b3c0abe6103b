import { Check } from "lucide-react";
import { type FormEvent, useState } from "react";
import { DEFAULT_FOLDER_COLOUR, FOLDER_COLOURS, FOLDER_NAME_MAX } from "../../../shared/schemas/folders";
import type { VocabularyFolder } from "../../../shared/schemas/studio";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";

const colourKeys = {
  Indigo: "studio-vocabulary.colour.indigo",
  Purple: "studio-vocabulary.colour.purple",
  Pink: "studio-vocabulary.colour.pink",
  Red: "studio-vocabulary.colour.red",
  Orange: "studio-vocabulary.colour.orange",
  Yellow: "studio-vocabulary.colour.yellow",
  Green: "studio-vocabulary.colour.green",
  Blue: "studio-vocabulary.colour.blue",
  Cyan: "studio-vocabulary.colour.cyan",
} as const satisfies Record<(typeof FOLDER_COLOURS)[number]["name"], string>;

/** Create Folder / Edit Folder (learning-experience §2.7): a trimmed, non-blank name of at most 50 and a colour. */
export function FolderDialog(props: {
  open: boolean;
  folder?: VocabularyFolder;
  onOpenChange: (open: boolean) => void;
  onSubmit: (value: { name: string; color: string }) => Promise<boolean>;
}) {
  const editing = props.folder !== undefined;
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {editing ? t("studio-vocabulary.folderDialog.editTitle") : t("studio-vocabulary.folderDialog.createTitle")}
          </DialogTitle>
          <DialogDescription>
            {editing ? t("studio-vocabulary.folderDialog.editText") : t("studio-vocabulary.folderDialog.createText")}
          </DialogDescription>
        </DialogHeader>
        {/* Remounted per opening so the fields start from the folder (or empty). */}
        {props.open && <FolderForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function FolderForm(props: Parameters<typeof FolderDialog>[0]) {
  const [name, setName] = useState(props.folder?.name ?? "");
  const [color, setColor] = useState(props.folder?.color ?? DEFAULT_FOLDER_COLOUR);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    const ok = await props.onSubmit({ name: name.trim(), color });
    setBusy(false);
    if (ok) props.onOpenChange(false);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="folder-name">{t("studio-vocabulary.folderDialog.name")}</Label>
        <Input
          id="folder-name"
          value={name}
          maxLength={FOLDER_NAME_MAX}
          placeholder={t("studio-vocabulary.folderDialog.namePlaceholder")}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        <p className="text-right text-xs text-muted-foreground">
          {name.length}/{FOLDER_NAME_MAX}
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("studio-vocabulary.folderDialog.colour")}</legend>
        <div className="flex flex-wrap gap-2">
          {FOLDER_COLOURS.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-label={t(colourKeys[c.name])}
              aria-pressed={color === c.value}
              onClick={() => setColor(c.value)}
              className={cn(
                "flex size-8 items-center justify-center rounded-full outline-none ring-offset-2 ring-offset-background focus-visible:ring-2 focus-visible:ring-ring",
                color === c.value && "ring-2 ring-foreground",
              )}
              style={{ backgroundColor: c.value }}
            >
              {color === c.value && <Check className="size-4 text-white" aria-hidden="true" />}
            </button>
          ))}
        </div>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
          {t("studio-vocabulary.folderDialog.cancel")}
        </Button>
        <Button type="submit" disabled={!name.trim() || busy}>
          {props.folder ? t("studio-vocabulary.folderDialog.save") : t("studio-vocabulary.folderDialog.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function DeleteFolderDialog(props: {
  folder?: VocabularyFolder;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={props.folder !== undefined} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("studio-vocabulary.deleteFolder.title")}</DialogTitle>
          <DialogDescription>
            {t("studio-vocabulary.deleteFolder.text", { name: props.folder?.name ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t("studio-vocabulary.deleteFolder.cancel")}
          </Button>
          <Button variant="destructive" onClick={props.onConfirm}>
            {t("studio-vocabulary.deleteFolder.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function MoveDialog(props: {
  word?: { word: string; folderId: string | null };
  folders: VocabularyFolder[];
  onOpenChange: (open: boolean) => void;
  onMove: (folderId: string | null) => void;
}) {
  const t = useT();
  const options = [{ id: null, name: t("studio-vocabulary.move.noFolder"), color: undefined }, ...props.folders];
  return (
    <Dialog open={props.word !== undefined} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("studio-vocabulary.move.title")}</DialogTitle>
          <DialogDescription>{t("studio-vocabulary.move.text", { word: props.word?.word ?? "" })}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1">
          {options.map((f) => {
            const current = (props.word?.folderId ?? null) === f.id;
            return (
              <li key={f.id ?? "none"}>
                <Button
                  variant={current ? "secondary" : "ghost"}
                  align="start"
                  className="w-full"
                  onClick={() => props.onMove(f.id)}
                  aria-current={current || undefined}
                >
                  <span
                    className="size-3 rounded-full border"
                    style={f.color ? { backgroundColor: f.color, borderColor: f.color } : undefined}
                    aria-hidden="true"
                  />
                  {f.name}
                  {current && <Check className="ml-auto" aria-label={t("studio-vocabulary.move.current")} />}
                </Button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
