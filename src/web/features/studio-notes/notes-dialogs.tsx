import { NEW_NOTE_FOLDER_COLOURS } from "../../../shared/schemas/folders-values";
import { DeleteFolderDialog } from "../../components/folders/delete-folder-dialog";
import { FolderDialog } from "../../components/folders/folder-dialog";
import { MoveToFolderDialog } from "../../components/folders/move-to-folder-dialog";
import { useT } from "./i18n";
import { EditNoteDialog, NoteEditorDialog } from "./note-editor-dialog";
import { NoteReaderDialog } from "./note-reader-dialog";
import type { useNotesPage } from "./use-notes-page";

/** The page's open dialog: a note's reader, editor or move; a new note; a folder's editor or deletion. */
export function NotesDialogs({ page }: { page: ReturnType<typeof useNotesPage> }) {
  const t = useT();
  const { open, setOpen, close, actions } = page;
  switch (open.dialog) {
    case "none":
      return null;
    case "read":
      return (
        <NoteReaderDialog
          note={open.note}
          onClose={close}
          onMove={() => setOpen({ dialog: "move", note: open.note })}
          onEdit={() => setOpen({ dialog: "edit", note: open.note })}
          onDelete={async () => {
            if (await actions.deleteNote(open.note.id)) close();
          }}
        />
      );
    case "create":
      return <NoteEditorDialog onClose={close} onSave={page.createNote} />;
    case "edit":
      return (
        <EditNoteDialog note={open.note} onClose={close} onSave={(value) => actions.updateNote(open.note.id, value)} />
      );
    case "move":
      return (
        <MoveToFolderDialog
          title={t("studio-notes.move.title")}
          text={t("studio-notes.move.text", { title: open.note.title })}
          unfiledLabel={t("studio-notes.move.unfiled")}
          folders={page.folderList}
          current={open.note.folderId}
          onClose={close}
          onMove={(folderId) => actions.moveNote(open.note.id, folderId)}
        />
      );
    case "new-folder":
    case "edit-folder":
      return (
        <FolderDialog
          key={open.dialog === "edit-folder" ? open.folder.id : "new"}
          folder={open.dialog === "edit-folder" ? open.folder : undefined}
          // §3: a new note folder has a palette of its own; its edit dialog offers the nine named colours.
          colours={open.dialog === "new-folder" ? NEW_NOTE_FOLDER_COLOURS : undefined}
          placeholder={t("studio-notes.folderDialog.namePlaceholder")}
          createText={t("studio-notes.folderDialog.createText")}
          onClose={close}
          onSubmit={(value) =>
            open.dialog === "edit-folder" ? actions.updateFolder(open.folder.id, value) : actions.createFolder(value)
          }
        />
      );
    case "delete-folder":
      return (
        <DeleteFolderDialog
          title={t("studio-notes.folderDialog.deleteTitle")}
          text={t("studio-notes.folderDialog.deleteText", { name: open.folder.name })}
          onClose={close}
          onConfirm={() => page.deleteFolder(open.folder)}
        />
      );
  }
}
