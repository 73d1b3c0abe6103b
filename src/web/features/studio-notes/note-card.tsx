import { FolderInput, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { NoteFolder, NoteSummary } from "../../../shared/schemas/notes";
import { Button } from "../../components/ui/button";
import { dateLocale, useLocale } from "../../lib/i18n";
import { useLearnerTimeZone } from "../settings";
import { useT } from "./i18n";
import { plainPreview } from "./markup-insert";

/** A note in the grid: title, three-line preview, last-updated date, Move/Edit/Delete (learning-experience §2.6). */
export function NoteCard({
  note,
  folder,
  onOpen,
  onPreload,
  onMove,
  onEdit,
  onDelete,
}: {
  note: NoteSummary;
  folder: NoteFolder | undefined;
  onOpen: () => void;
  /** The pointer or focus is on the card: start loading the whole note it opens. */
  onPreload: () => void;
  onMove: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const timeZone = useLearnerTimeZone();
  const { locale } = useLocale();
  const t = useT();
  return (
    <li
      data-testid="note-card"
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className="group relative flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      {folder && (
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <span className="size-2 rounded-full" style={{ backgroundColor: folder.color }} aria-hidden="true" />
          <span className="truncate">{folder.name}</span>
        </span>
      )}
      <h2 className="break-words font-semibold leading-snug">
        {/* The whole card opens the note; this button is its keyboard and screen-reader handle. */}
        <button
          type="button"
          onClick={onOpen}
          className="text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
        >
          {note.title}
        </button>
      </h2>
      <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">
        {plainPreview(note.preview)}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <time dateTime={note.updatedAt} className="text-xs text-muted-foreground">
          {new Date(note.updatedAt).toLocaleDateString(dateLocale(locale), { dateStyle: "medium", timeZone })}
        </time>
        {/* Above the card's open-the-note layer. */}
        <div className="relative z-10 flex gap-1">
          <CardAction label={t("studio-notes.card.move")} onClick={onMove}>
            <FolderInput />
          </CardAction>
          <CardAction label={t("studio-notes.action.edit")} onClick={onEdit}>
            <Pencil />
          </CardAction>
          <CardAction label={t("studio-notes.action.delete")} onClick={onDelete} destructive>
            <Trash2 />
          </CardAction>
        </div>
      </div>
    </li>
  );
}

/** One of a card's icon buttons, named for screen readers and on hover. */
function CardAction(props: { label: string; onClick: () => void; destructive?: boolean; children: ReactNode }) {
  return (
    <Button
      variant={props.destructive ? "ghost-destructive" : "ghost"}
      size="icon-sm"
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}
