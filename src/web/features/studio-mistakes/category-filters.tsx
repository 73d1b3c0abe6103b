import type { MistakeCategory } from "../../../shared/schemas/mistakes";
import { useMistakeCategoryName } from "../../components/mistake-category";
import { Button } from "../../components/ui/button";
import type { CategoryFilter } from "./api";
import { useT } from "./i18n";

/** All and one button per category the learner has mistakes in, each with its count. */
export function CategoryFilters(props: {
  categories: { category: MistakeCategory; count: number }[];
  /** How many mistakes there are in all. */
  total: number;
  selected: CategoryFilter;
  onSelect: (category: CategoryFilter) => void;
}) {
  const t = useT();
  const categoryName = useMistakeCategoryName();
  const { selected } = props;
  return (
    <nav aria-label={t("studio-mistakes.filter.label")} className="flex flex-wrap gap-2">
      {[{ category: "all" as const, count: props.total }, ...props.categories].map((c) => (
        <Button
          key={c.category}
          size="sm"
          variant={selected === c.category ? "default" : "outline"}
          aria-pressed={selected === c.category}
          onClick={() => props.onSelect(c.category)}
        >
          {c.category === "all" ? t("studio-mistakes.filter.all") : categoryName(c.category)}
          <span className="tabular-nums opacity-80">{c.count}</span>
        </Button>
      ))}
    </nav>
  );
}
