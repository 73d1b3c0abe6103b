import { type ComponentProps, type FormEvent, useState } from "react";
import {
  DEFAULT_FOLDER_COLOUR,
  EDIT_FOLDER_COLOURS,
  FOLDER_NAME_MAX,
  NEW_FOLDER_COLOURS,
  type NoteFolder,
} from "../../../shared/schemas/notes";
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
import { ColourSwatches } from "./colour-swatches";
import { useT } from "./i18n";

interface FolderForm {
  title: string;
  description: string;
  submitLabel: string;
  colours: ComponentProps<typeof ColourSwatches>["colours"];
  initial: { name: string; color: string };
  onSubmit: (value: { name: string; color: string }) => Promise<boolean>;
  onClose: () => void;
}

/** Name (required, trimmed, at most 50) and colour; Enter in the name submits (§5). */
function FolderDialog({ title, description, submitLabel, colours, initial, onSubmit, onClose }: FolderForm) {
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const blank = name.trim() === "";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    const ok = await onSubmit({ name: name.trim(), color });
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="folder-name">{t("studio-notes.folderDialog.name")}</Label>
            <Input
              id="folder-name"
              value={name}
              maxLength={FOLDER_NAME_MAX}
              placeholder={t("studio-notes.folderDialog.namePlaceholder")}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <ColourSwatches colours={colours} value={color} onChange={setColor} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("studio-notes.action.cancel")}
            </Button>
            <Button type="submit" disabled={blank || busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function CreateFolderDialog(props: Pick<FolderForm, "onSubmit" | "onClose">) {
  const t = useT();
  return (
    <FolderDialog
      title={t("studio-notes.folderDialog.createTitle")}
      description={t("studio-notes.folderDialog.createText")}
      submitLabel={t("studio-notes.action.create")}
      colours={NEW_FOLDER_COLOURS}
      initial={{ name: "", color: DEFAULT_FOLDER_COLOUR }}
      {...props}
    />
  );
}

export function EditFolderDialog({
  folder,
  ...props
}: { folder: NoteFolder } & Pick<FolderForm, "onSubmit" | "onClose">) {
  const t = useT();
  return (
    <FolderDialog
      title={t("studio-notes.folderDialog.editTitle")}
      description={t("studio-notes.folderDialog.editText")}
      submitLabel={t("studio-notes.action.save")}
      colours={EDIT_FOLDER_COLOURS}
      initial={{ name: folder.name, color: folder.color }}
      {...props}
    />
  );
}

/** §2.6: deleting a folder asks first; its notes become unfiled. */
export function DeleteFolderDialog({
  folder,
  onConfirm,
  onClose,
}: {
  folder: NoteFolder;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("studio-notes.folderDialog.deleteTitle")}</DialogTitle>
          <DialogDescription>{t("studio-notes.folderDialog.deleteText", { name: folder.name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("studio-notes.action.cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const ok = await onConfirm();
              setBusy(false);
              if (ok) onClose();
            }}
          >
            {t("studio-notes.action.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
