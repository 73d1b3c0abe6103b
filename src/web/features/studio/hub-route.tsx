import type { QueryClient } from "@tanstack/react-query";
import {
  BookMarked,
  BookOpen,
  ChevronDown,
  FileText,
  Gamepad2,
  GraduationCap,
  ListChecks,
  type LucideIcon,
  Mic,
  NotebookPen,
  PenLine,
  Sparkles,
  Target,
} from "lucide-react";
import { Collapsible } from "radix-ui";
import { Link, type LoaderFunctionArgs } from "react-router";
import { PageTitle } from "../../components/page/page-title";
import { Badge } from "../../components/ui/badge";
import { preloadQueries } from "../../lib/query-client";
import { requireSession } from "../auth";
import { customScenarioQueries, MyScenariosSection } from "../custom-scenarios";
import { useT } from "./i18n";

type Key = Parameters<ReturnType<typeof useT>>[0];

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [customScenarioQueries.list]);
  return null;
}

interface Tool {
  to: string;
  title: Key;
  description: Key;
  icon: LucideIcon;
}

const ACTIVE: Tool[] = [
  { to: "notes", title: "studio.hub.notes.title", description: "studio.hub.notes.description", icon: NotebookPen },
  {
    to: "vocabulary",
    title: "studio.hub.vocabulary.title",
    description: "studio.hub.vocabulary.description",
    icon: BookMarked,
  },
  {
    to: "grammar",
    title: "studio.hub.grammar.title",
    description: "studio.hub.grammar.description",
    icon: GraduationCap,
  },
  {
    to: "mistakes",
    title: "studio.hub.mistakes.title",
    description: "studio.hub.mistakes.description",
    icon: Target,
  },
  { to: "create", title: "studio.hub.create.title", description: "studio.hub.create.description", icon: FileText },
];

const COMING_SOON: Tool[] = [
  { to: "reading", title: "studio.hub.reading.title", description: "studio.hub.reading.description", icon: BookOpen },
  { to: "writing", title: "studio.hub.writing.title", description: "studio.hub.writing.description", icon: PenLine },
  { to: "speaking", title: "studio.hub.speaking.title", description: "studio.hub.speaking.description", icon: Mic },
  { to: "games", title: "studio.hub.games.title", description: "studio.hub.games.description", icon: Gamepad2 },
  { to: "quiz", title: "studio.hub.quiz.title", description: "studio.hub.quiz.description", icon: ListChecks },
];

/**
 * /learning-studio (learning-experience §2.5): the tools (Create too, since the learner's own scenarios, decision
 * 0029), the learner's scenarios, and the 'Coming Soon Features' group.
 */
export function Component() {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4">
      <PageTitle title={t("studio.title")} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("studio.title")}</h1>
        <p className="text-muted-foreground">{t("studio.hub.intro")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {ACTIVE.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm outline-none transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <tool.icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-lg font-semibold">{t(tool.title)}</span>
              <span className="text-sm text-muted-foreground">{t(tool.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <MyScenariosSection />
      <Collapsible.Root className="rounded-xl border bg-card">
        <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <span className="flex items-center gap-2 font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" /> {t("studio.hub.comingSoonFeatures")}
          </span>
          <ChevronDown
            className="size-5 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Collapsible.Trigger>
        <Collapsible.Content className="px-5 pb-5">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {COMING_SOON.map((tool) => (
              <li key={tool.to} className="flex flex-col gap-2 rounded-xl border border-dashed p-4">
                <span className="flex items-center justify-between gap-2 text-muted-foreground">
                  <tool.icon className="size-5" aria-hidden="true" />
                  <Badge variant="outline">{t("studio.comingSoon")}</Badge>
                </span>
                <span className="font-medium text-muted-foreground">{t(tool.title)}</span>
                <span className="text-sm text-muted-foreground">{t(tool.description)}</span>
                <Link to={tool.to} className="text-sm text-primary hover:underline">
                  {t("studio.hub.preview", { tool: t(tool.title) })}
                </Link>
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </div>
  );
}
