import { Check, FolderOpen } from "lucide-react";
import { useState } from "react";
import type { Folder } from "../../../shared/schemas/folders-values";
import { cn } from "../../lib/utils";
import { useT } from "../i18n";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";

/**
 * Moving a note or a word (learning-experience §2.6, §2.7): no folder and each folder, the current one marked;
 * choosing another moves it, and the dialog closes once `onMove` says it was moved.
 */
export function MoveToFolderDialog({
  title,
  text,
  unfiledLabel,
  folders,
  current,
  onMove,
  onClose,
}: {
  title: string;
  text: string;
  unfiledLabel: string;
  folders: readonly Folder[];
  /** The folder it is in, or null. */
  current: string | null;
  onMove: (folderId: string | null) => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const choose = async (folderId: string | null) => {
    if (busy) return;
    if (folderId === current) return onClose();
    setBusy(true);
    const ok = await onMove(folderId);
    setBusy(false);
    if (ok) onClose();
  };
  const options = [
    { id: null, name: unfiledLabel, color: undefined },
    ...folders.map((f) => ({ id: f.id, name: f.name, color: f.color })),
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{text}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1">
          {options.map((option) => {
            const chosen = option.id === current;
            return (
              <li key={option.id ?? "unfiled"}>
                <button
                  type="button"
                  disabled={busy}
                  aria-current={chosen ? "true" : undefined}
                  onClick={() => void choose(option.id)}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
                    chosen && "bg-accent font-medium",
                  )}
                >
                  {option.color ? (
                    <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: option.color }} />
                  ) : (
                    <FolderOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  {chosen && <Check className="size-4" aria-label={t("components.folders.current")} />}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
