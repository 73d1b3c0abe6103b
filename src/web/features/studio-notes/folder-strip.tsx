import { FileText, FolderOpen, FolderPlus, MoreVertical, Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { NoteFolder, NoteFolders } from "../../../shared/schemas/notes";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";

/** New Folder, Add Note, All Notes, Unfiled and one button per folder with its count and menu (§2.6). */
export function FolderStrip({
  data,
  selected,
  onSelect,
  onNewFolder,
  onAddNote,
  onEditFolder,
  onDeleteFolder,
}: {
  data: NoteFolders | undefined;
  selected: string;
  onSelect: (folder: string) => void;
  onNewFolder: () => void;
  onAddNote: () => void;
  onEditFolder: (folder: NoteFolder) => void;
  onDeleteFolder: (folder: NoteFolder) => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t("studio-notes.folders.label")} className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={onNewFolder}>
        <FolderPlus /> {t("studio-notes.folders.new")}
      </Button>
      <Button onClick={onAddNote}>
        <Plus /> {t("studio-notes.folders.addNote")}
      </Button>
      <span className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden="true" />
      <FilterButton active={selected === "all"} onClick={() => onSelect("all")} count={data?.allCount}>
        <FileText className="size-4" aria-hidden="true" /> {t("studio-notes.folders.all")}
      </FilterButton>
      <FilterButton active={selected === "unfiled"} onClick={() => onSelect("unfiled")} count={data?.unfiledCount}>
        <FolderOpen className="size-4" aria-hidden="true" /> {t("studio-notes.folders.unfiled")}
      </FilterButton>
      {data?.folders.map((folder) => (
        <div
          key={folder.id}
          className={cn(
            "flex items-center rounded-full border shadow-xs",
            selected === folder.id ? "border-primary bg-primary/10" : "bg-background",
          )}
        >
          <button
            type="button"
            aria-pressed={selected === folder.id}
            onClick={() => onSelect(folder.id)}
            className="flex h-9 max-w-64 items-center gap-2 rounded-l-full py-1 pl-3 pr-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: folder.color }}
              aria-hidden="true"
            />
            <span className="truncate">{folder.name}</span>
            <span className="shrink-0 text-xs font-normal text-muted-foreground">
              {t("studio-notes.folders.count", { count: folder.noteCount })}
            </span>
          </button>
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t("studio-notes.folders.menu", { name: folder.name })}
              className="flex size-9 items-center justify-center rounded-r-full text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <MoreVertical className="size-4" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" narrow>
              <DropdownMenuItem onSelect={() => onEditFolder(folder)}>
                <Pencil /> {t("studio-notes.action.edit")}
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={() => onDeleteFolder(folder)}>
                <Trash2 /> {t("studio-notes.action.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ))}
    </nav>
  );
}

function FilterButton({
  active,
  count,
  onClick,
  children,
}: {
  active: boolean;
  count: number | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        active ? "border-primary bg-primary/10 hover:bg-primary/15" : "bg-background hover:bg-accent",
      )}
    >
      {children}
      {count !== undefined && (
        <span className="text-xs font-normal text-muted-foreground">{t("studio-notes.folders.count", { count })}</span>
      )}
    </button>
  );
}
