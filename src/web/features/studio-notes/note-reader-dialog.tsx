import { FolderInput, Pencil, Trash2 } from "lucide-react";
import { lazy, Suspense } from "react";
import type { NoteSummary } from "../../../shared/schemas/notes";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { useLocale } from "../../lib/i18n";
import { useT } from "./i18n";
import { NoteLoading } from "./note-loading";
import { useNote } from "./queries";

const NoteMarkup = lazy(() => import("./note-markup"));

/** A card opens the note, its markup rendered, with 'Last updated' and Move/Edit/Delete (learning-experience §2.6). */
export function NoteReaderDialog({
  note: summary,
  onMove,
  onEdit,
  onDelete,
  onClose,
}: {
  note: NoteSummary;
  onMove: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  // Title and date from the card at once; the content (the list has only its start) once loaded.
  const { data: whole, isError } = useNote(summary.id);
  const note = whole ?? summary;
  const { locale } = useLocale();
  const t = useT();
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(note.updatedAt),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle large className="break-words pr-6">
            {note.title}
          </DialogTitle>
          <DialogDescription>{t("studio-notes.reader.updated", { date: updated })}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-24" />}>
          {whole ? (
            whole.content ? (
              <NoteMarkup content={whole.content} />
            ) : (
              <p className="text-sm italic text-muted-foreground">{t("studio-notes.reader.empty")}</p>
            )
          ) : (
            <NoteLoading failed={isError} className="h-24" />
          )}
        </Suspense>
        <DialogFooter>
          <Button variant="outline" onClick={onMove}>
            <FolderInput /> {t("studio-notes.action.move")}
          </Button>
          <Button variant="outline" onClick={onEdit}>
            <Pencil /> {t("studio-notes.action.edit")}
          </Button>
          <Button variant="destructive" onClick={onDelete}>
            <Trash2 /> {t("studio-notes.action.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
