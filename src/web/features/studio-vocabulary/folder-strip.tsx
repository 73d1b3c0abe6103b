import { FolderPlus, MoreVertical, Pencil, Trash2 } from "lucide-react";
import type { FolderList, VocabularyFolder } from "../../../shared/schemas/studio";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { cn } from "../../lib/utils";
import type { FolderFilter } from "./api";
import { useT } from "./i18n";

/** New Folder, All Words, Unfiled and one chip per folder with its count and an Edit/Delete menu (§2.7). */
export function FolderStrip(props: {
  folders?: FolderList;
  selected: FolderFilter;
  onSelect: (folder: FolderFilter) => void;
  onCreate: () => void;
  onEdit: (folder: VocabularyFolder) => void;
  onDelete: (folder: VocabularyFolder) => void;
}) {
  const t = useT();
  const chip = (id: FolderFilter, name: string, count: number | undefined, color?: string) => (
    <Button
      variant={props.selected === id ? "default" : "outline"}
      size="sm"
      aria-pressed={props.selected === id}
      onClick={() => props.onSelect(id)}
      className={cn(color && "pr-1")}
    >
      {color && <span className="size-2.5 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />}
      {name}
      <span className={cn("text-xs", props.selected === id ? "" : "text-muted-foreground")}>
        {count === undefined ? "" : t("studio-vocabulary.folders.wordCount", { count })}
      </span>
    </Button>
  );
  return (
    <nav aria-label={t("studio-vocabulary.folders.label")} className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={props.onCreate}>
        <FolderPlus /> {t("studio-vocabulary.folders.new")}
      </Button>
      {chip("all", t("studio-vocabulary.folders.all"), props.folders?.total)}
      {chip("unfiled", t("studio-vocabulary.folders.unfiled"), props.folders?.unfiled)}
      {props.folders?.folders.map((f) => (
        <span key={f.id} className="inline-flex items-center">
          {chip(f.id, f.name, f.wordCount, f.color)}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t("studio-vocabulary.folders.menu", { name: f.name })}>
                <MoreVertical />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuItem onSelect={() => props.onEdit(f)}>
                <Pencil /> {t("studio-vocabulary.folders.edit")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => props.onDelete(f)} className="text-destructive">
                <Trash2 /> {t("studio-vocabulary.folders.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </span>
      ))}
    </nav>
  );
}
