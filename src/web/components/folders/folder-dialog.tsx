import { type FormEvent, useState } from "react";
import {
  DEFAULT_FOLDER_COLOUR,
  FOLDER_COLOURS,
  FOLDER_NAME_MAX,
  type Folder,
  type FolderColour,
} from "../../../shared/schemas/folders-values";
import { useT } from "../i18n";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { ColourSwatches } from "./colour-swatches";

/**
 * Create Folder, or Edit Folder when given one (learning-experience §2.6, §2.7, §5): a trimmed, non-blank name of at
 * most 50 characters and a colour; Enter in the name submits. It closes once `onSubmit` says the change was made,
 * and stays open with what was typed when it was not.
 */
export function FolderDialog({
  folder,
  colours = FOLDER_COLOURS,
  placeholder,
  createText,
  onSubmit,
  onClose,
}: {
  /** The folder to rename or recolour; none to create one. */
  folder?: Folder;
  colours?: readonly FolderColour[];
  /** The name's example and the creation's line, in the words of what the page files. */
  placeholder: string;
  createText: string;
  onSubmit: (value: { name: string; color: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const [name, setName] = useState(folder?.name ?? "");
  const [color, setColor] = useState(folder?.color ?? DEFAULT_FOLDER_COLOUR);
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
            <DialogTitle>{t(folder ? "components.folders.editTitle" : "components.folders.createTitle")}</DialogTitle>
            <DialogDescription>{folder ? t("components.folders.editText") : createText}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="folder-name">{t("components.folders.name")}</Label>
            <Input
              id="folder-name"
              value={name}
              maxLength={FOLDER_NAME_MAX}
              placeholder={placeholder}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
            <p className="text-right text-xs text-muted-foreground">
              {name.length}/{FOLDER_NAME_MAX}
            </p>
          </div>
          <ColourSwatches colours={colours} value={color} onChange={setColor} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("components.folders.cancel")}
            </Button>
            <Button type="submit" disabled={blank || busy}>
              {t(folder ? "components.folders.save" : "components.folders.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
