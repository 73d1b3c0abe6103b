import { keepPreviousData, type QueryClient, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, GraduationCap, ListChecks, Search, Trash2 } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useEffect, useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import type { GrammarTopic } from "../../../shared/schemas/studio";
import { PageTitle } from "../../components/page/page-title";
import { StudioHeading } from "../../components/page/studio-heading";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../lib/lazy-toast";
import { preloadQueries } from "../../lib/query-client";
import { useDebounced } from "../../lib/use-debounced";
import { cn } from "../../lib/utils";
import { requireSession } from "../auth";
import { grammarApi, grammarKeys, grammarListQuery } from "./api";
import { useT } from "./i18n";
import { QuizDialog } from "./quiz-dialog";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [grammarListQuery("")]);
  return null;
}

/** /learning-studio/grammar (learning-experience §2.8). */
export function Component() {
  const queryClient = useQueryClient();
  const t = useT();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [quizOpen, setQuizOpen] = useState(false);
  const list = useInfiniteQuery({ ...grammarListQuery(q), placeholderData: keepPreviousData });
  useEffect(() => {
    if (list.isError) toast.error(t("studio-grammar.toast.loadFailed"));
  }, [list.isError, t]);

  const topics = list.data?.pages.flatMap((p) => p.topics) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const remove = async (topic: GrammarTopic) => {
    try {
      await grammarApi.remove(topic.id);
      toast.success(t("studio-grammar.toast.removed"), { description: topic.topic });
      await queryClient.invalidateQueries({ queryKey: grammarKeys.all });
    } catch (error) {
      console.error("deleting a grammar topic failed", error);
      toast.error(t("studio-grammar.toast.deleteFailed"));
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4">
      <PageTitle title={t("studio-grammar.pageTitle")} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <StudioHeading
          back={t("studio-grammar.back")}
          title={t("studio-grammar.title")}
          intro={t("studio-grammar.intro")}
          icon={GraduationCap}
        />
        {topics.length > 0 && (
          <Button onClick={() => setQuizOpen(true)}>
            <ListChecks /> {t("studio-grammar.startQuiz")}
          </Button>
        )}
      </div>

      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t("studio-grammar.search.label")}
          placeholder={t("studio-grammar.search.placeholder")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>

      <section aria-label={t("studio-grammar.list.label")} aria-busy={list.isFetching}>
        {list.isPending ? (
          <ul className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-16 animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        ) : topics.length === 0 ? (
          <div className="rounded-xl border border-dashed p-10 text-center" data-testid="empty">
            <p className="font-medium">{q ? t("studio-grammar.empty.noResults") : t("studio-grammar.empty.heading")}</p>
            <p className="text-sm text-muted-foreground">
              {q ? t("studio-grammar.empty.noResultsHint") : t("studio-grammar.empty.text")}
            </p>
          </div>
        ) : (
          <ul className={cn("grid gap-2 transition-opacity", list.isPlaceholderData && "opacity-60")}>
            {topics.map((topic) => (
              <TopicRow key={topic.id} topic={topic} onDelete={() => void remove(topic)} />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage
                ? t("studio-grammar.loading")
                : t("studio-grammar.loadMore", { count: total - topics.length })}
            </Button>
          </div>
        )}
      </section>

      <QuizDialog open={quizOpen} topics={topics} onOpenChange={setQuizOpen} />
    </div>
  );
}

function TopicRow({ topic, onDelete }: { topic: GrammarTopic; onDelete: () => void }) {
  const t = useT();
  return (
    <Collapsible.Root asChild>
      <li className="rounded-xl border bg-card" data-testid="topic-row">
        <div className="flex items-center gap-2 pr-2">
          <Collapsible.Trigger className="group flex flex-1 items-center gap-2 rounded-xl px-4 py-3 text-left font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
            {topic.topic}
          </Collapsible.Trigger>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("studio-grammar.delete", { topic: topic.topic })}
            onClick={onDelete}
          >
            <Trash2 />
          </Button>
        </div>
        <Collapsible.Content className="grid gap-2 px-4 pb-4 pl-10 text-sm">
          <p>{topic.explanation}</p>
          {topic.example && <p className="italic text-muted-foreground">{topic.example}</p>}
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}
