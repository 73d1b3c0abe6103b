import { Link } from "react-router";
import type { Progress } from "../../../shared/schemas/progress";
import { useMistakeCategoryName } from "../../components/mistake-category";
import { useT } from "./i18n";

/** The kinds of mistake the learner makes most, as bars against the most frequent (at most three). */
export function MistakeChart({ categories }: { categories: Progress["mistakeCategories"] }) {
  const t = useT();
  const categoryName = useMistakeCategoryName();
  const most = Math.max(1, ...categories.map((c) => c.count));
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="mistake-chart">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{t("progress.mistakes.title")}</h3>
        <Link to="/learning-studio/mistakes" className="text-sm text-primary hover:underline">
          {t("progress.mistakes.practise")}
        </Link>
      </div>
      {categories.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("progress.mistakes.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {categories.map((c) => (
            <li key={c.category} className="grid gap-1">
              <div className="flex justify-between gap-2 text-sm">
                <span>{categoryName(c.category)}</span>
                <span className="tabular-nums text-muted-foreground">
                  {t("progress.mistakes.count", { count: c.count })}
                </span>
              </div>
              <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                <div className="h-2 rounded-full bg-primary" style={{ width: `${(c.count / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
