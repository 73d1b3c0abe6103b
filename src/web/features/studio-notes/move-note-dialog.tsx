import { Check, FolderOpen } from "lucide-react";
import { useState } from "react";
import type { NoteFolder, NoteSummary } from "../../../shared/schemas/notes";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";

/** 'Move Note to Folder' (§2.6): 'No Folder (Unfiled)' and each folder; choosing one moves the note. */
export function MoveNoteDialog({
  note,
  folders,
  onMove,
  onClose,
}: {
  note: NoteSummary;
  folders: NoteFolder[];
  onMove: (folderId: string | null) => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const choose = async (folderId: string | null) => {
    if (busy) return;
    if (folderId === note.folderId) return onClose();
    setBusy(true);
    const ok = await onMove(folderId);
    setBusy(false);
    if (ok) onClose();
  };
  const options = [
    { id: null, name: t("studio-notes.move.unfiled"), color: undefined },
    ...folders.map((f) => ({ id: f.id, name: f.name, color: f.color })),
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("studio-notes.move.title")}</DialogTitle>
          <DialogDescription className="break-words">
            {t("studio-notes.move.text", { title: note.title })}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1">
          {options.map((option) => {
            const current = option.id === note.folderId;
            return (
              <li key={option.id ?? "unfiled"}>
                <button
                  type="button"
                  disabled={busy}
                  aria-current={current ? "true" : undefined}
                  onClick={() => void choose(option.id)}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
                    current && "bg-accent font-medium",
                  )}
                >
                  {option.color ? (
                    <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: option.color }} />
                  ) : (
                    <FolderOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  {current && <Check className="size-4" aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
