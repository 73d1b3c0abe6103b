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
import { NoteLoading } from "./note-loading";
import { useNote } from "./queries";

const NoteMarkup = lazy(() => import("./note-markup"));

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Clicking a card opens the note, its markup rendered, with 'Last updated' and Move / Edit / Delete (§2.6). */
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
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words pr-6 text-xl leading-tight">{note.title}</DialogTitle>
          <DialogDescription>Last updated {dateTime.format(new Date(note.updatedAt))}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-24" />}>
          {whole ? (
            whole.content ? (
              <NoteMarkup content={whole.content} />
            ) : (
              <p className="text-sm italic text-muted-foreground">This note has no content yet.</p>
            )
          ) : (
            <NoteLoading failed={isError} className="h-24" />
          )}
        </Suspense>
        <DialogFooter>
          <Button variant="outline" onClick={onMove}>
            <FolderInput /> Move
          </Button>
          <Button variant="outline" onClick={onEdit}>
            <Pencil /> Edit
          </Button>
          <Button variant="destructive" onClick={onDelete}>
            <Trash2 /> Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
