import { FolderOpen, FolderPlus, MoreVertical, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { Folder } from "../../../shared/schemas/folders-values";
import { cn } from "../../lib/utils";
import { useT } from "../i18n";
import { Button } from "../ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu";

/**
 * New Folder (and the page's own actions), then the filters: All, Unfiled and one button per folder with its count
 * and an Edit / Delete menu (learning-experience §2.6, §2.7). Counts show once the folders have loaded.
 */
export function FolderStrip<F extends Folder>({
  folders,
  allCount,
  unfiledCount,
  countOf,
  countLabel,
  allLabel,
  allIcon,
  selected,
  onSelect,
  onNewFolder,
  onEditFolder,
  onDeleteFolder,
  children,
}: {
  folders: readonly F[] | undefined;
  allCount: number | undefined;
  unfiledCount: number | undefined;
  countOf: (folder: F) => number;
  /** '3 notes', '1 word'. */
  countLabel: (count: number) => string;
  allLabel: string;
  allIcon: ReactNode;
  /** "all", "unfiled" or a folder's id. */
  selected: string;
  onSelect: (folder: string) => void;
  onNewFolder: () => void;
  onEditFolder: (folder: F) => void;
  onDeleteFolder: (folder: F) => void;
  /** Buttons after New Folder. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <nav aria-label={t("components.folders.label")} className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={onNewFolder}>
        <FolderPlus /> {t("components.folders.new")}
      </Button>
      {children}
      <span className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden="true" />
      <FilterButton active={selected === "all"} onClick={() => onSelect("all")} count={allCount} label={countLabel}>
        {allIcon} {allLabel}
      </FilterButton>
      <FilterButton
        active={selected === "unfiled"}
        onClick={() => onSelect("unfiled")}
        count={unfiledCount}
        label={countLabel}
      >
        <FolderOpen className="size-4" aria-hidden="true" /> {t("components.folders.unfiled")}
      </FilterButton>
      {folders?.map((folder) => (
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
            <span className="shrink-0 text-xs font-normal text-muted-foreground">{countLabel(countOf(folder))}</span>
          </button>
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t("components.folders.menu", { name: folder.name })}
              className="flex size-9 items-center justify-center rounded-r-full text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <MoreVertical className="size-4" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" narrow>
              <DropdownMenuItem onSelect={() => onEditFolder(folder)}>
                <Pencil /> {t("components.folders.edit")}
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={() => onDeleteFolder(folder)}>
                <Trash2 /> {t("components.folders.delete")}
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
  label,
  onClick,
  children,
}: {
  active: boolean;
  count: number | undefined;
  label: (count: number) => string;
  onClick: () => void;
  children: ReactNode;
}) {
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
      {count !== undefined && <span className="text-xs font-normal text-muted-foreground">{label(count)}</span>}
    </button>
  );
}
