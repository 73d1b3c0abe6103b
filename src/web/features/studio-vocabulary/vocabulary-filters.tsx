import { Search } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import type { StatusFilter } from "./api";
import { useT } from "./i18n";

const STATUSES = [
  { value: "all", label: "studio-vocabulary.status.all" },
  { value: "learning", label: "studio-vocabulary.status.learning" },
  { value: "learned", label: "studio-vocabulary.status.learned" },
] as const satisfies { value: StatusFilter; label: string }[];

/** The search box and the status filter (All, Learning, Learned) over the word list. */
export function VocabularyFilters(props: {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}) {
  const t = useT();
  const { status } = props;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t("studio-vocabulary.search.label")}
          placeholder={t("studio-vocabulary.search.placeholder")}
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      <fieldset className="flex gap-1 rounded-lg border p-1" aria-label={t("studio-vocabulary.status.label")}>
        {STATUSES.map((s) => (
          <Button
            key={s.value}
            size="sm"
            variant={status === s.value ? "default" : "ghost"}
            aria-pressed={status === s.value}
            onClick={() => props.onStatus(s.value)}
          >
            {t(s.label)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
