import { Bold, Heading1, Heading2, Italic, List, ListOrdered } from "lucide-react";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, type Note, type NoteSummary } from "../../../shared/schemas/notes";
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
import { useT } from "./i18n";
import { applyMarkup, type MarkupTool } from "./markup-insert";
import { NoteLoading } from "./note-loading";
import { useNote } from "./queries";

const tools = [
  { tool: "heading1", label: "studio-notes.editor.heading1", icon: Heading1 },
  { tool: "heading2", label: "studio-notes.editor.heading2", icon: Heading2 },
  { tool: "bold", label: "studio-notes.editor.bold", icon: Bold },
  { tool: "italic", label: "studio-notes.editor.italic", icon: Italic },
  { tool: "bulletList", label: "studio-notes.editor.bulletList", icon: List },
  { tool: "numberedList", label: "studio-notes.editor.numberedList", icon: ListOrdered },
] as const satisfies readonly { tool: MarkupTool; label: string; icon: typeof Bold }[];

/**
 * 'Create Note' / 'Edit Note' (learning-experience §2.6): title, content, a toolbar inserting the markup at the cursor.
 * Create/Update is enabled once the title is not blank; both fields are trimmed on save (§5).
 */
export function NoteEditorDialog({
  note,
  onSave,
  onClose,
}: {
  note?: Note;
  onSave: (value: { title: string; content: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(note?.title ?? "");
  const [content, setContent] = useState(note?.content ?? "");
  const [busy, setBusy] = useState(false);
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<[number, number] | null>(null);

  // After a toolbar insertion re-renders the text, put the cursor (or selection) where the tool said.
  useLayoutEffect(() => {
    if (!selection.current || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(...selection.current);
    selection.current = null;
  });

  const insert = (tool: MarkupTool) => {
    const el = area.current;
    const edit = applyMarkup(tool, content, el?.selectionStart ?? content.length, el?.selectionEnd ?? content.length, {
      bold: t("studio-notes.editor.boldPlaceholder"),
      italic: t("studio-notes.editor.italicPlaceholder"),
    });
    selection.current = [edit.selectionStart, edit.selectionEnd];
    setContent(edit.text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    const ok = await onSave({ title: title.trim(), content: content.trim() });
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t(note ? "studio-notes.editor.editTitle" : "studio-notes.editor.createTitle")}</DialogTitle>
            <DialogDescription>{t("studio-notes.editor.help")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="note-title">{t("studio-notes.editor.title")}</Label>
            <Input
              id="note-title"
              value={title}
              maxLength={NOTE_TITLE_MAX}
              placeholder={t("studio-notes.editor.titlePlaceholder")}
              autoComplete="off"
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="note-content">{t("studio-notes.editor.content")}</Label>
            <div role="toolbar" aria-label={t("studio-notes.editor.toolbar")} className="flex flex-wrap gap-1">
              {tools.map(({ tool, label, icon: Icon }) => (
                <Button
                  key={tool}
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={t(label)}
                  title={t(label)}
                  // Keep the textarea's selection: the button must not take focus on press.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insert(tool)}
                >
                  <Icon />
                </Button>
              ))}
            </div>
            <textarea
              id="note-content"
              ref={area}
              value={content}
              maxLength={NOTE_CONTENT_MAX}
              rows={12}
              placeholder={t("studio-notes.editor.contentPlaceholder")}
              onChange={(e) => setContent(e.target.value)}
              className="min-h-48 w-full resize-y rounded-md border border-input bg-transparent px-3 py-2 font-mono text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("studio-notes.action.cancel")}
            </Button>
            <Button type="submit" disabled={!title.trim() || busy}>
              {t(note ? "studio-notes.action.update" : "studio-notes.action.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 'Edit Note' for a card: the editor opens once the whole note is loaded (the card has only its start). */
export function EditNoteDialog({
  note: summary,
  onSave,
  onClose,
}: {
  note: NoteSummary;
  onSave: (value: { title: string; content: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const { data: note, isError } = useNote(summary.id);
  const t = useT();
  if (note) return <NoteEditorDialog note={note} onSave={onSave} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{t("studio-notes.editor.editTitle")}</DialogTitle>
          <DialogDescription className="break-words">{summary.title}</DialogDescription>
        </DialogHeader>
        <NoteLoading failed={isError} className="h-48" />
      </DialogContent>
    </Dialog>
  );
}
