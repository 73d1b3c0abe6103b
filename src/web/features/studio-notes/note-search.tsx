import { Search } from "lucide-react";
import { Input } from "../../components/ui/input";
import { useT } from "./i18n";

/** The search box over the notes. */
export function NoteSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const t = useT();
  return (
    <div className="relative max-w-md">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={t("studio-notes.search.label")}
        placeholder={t("studio-notes.search.placeholder")}
        value={search}
        maxLength={200}
        onChange={(e) => onSearch(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}
