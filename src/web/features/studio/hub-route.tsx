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
} from "lucide-react";
import { Collapsible } from "radix-ui";
import { Link, type LoaderFunctionArgs } from "react-router";
import { PageTitle } from "../../components/page/page-title";
import { Badge } from "../../components/ui/badge";
import { requireSession } from "../auth/session";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  return null;
}

interface Tool {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

const ACTIVE: Tool[] = [
  { to: "notes", title: "My Notes", description: "Write and organise notes in folders.", icon: NotebookPen },
  {
    to: "vocabulary",
    title: "Vocabulary",
    description: "Your saved words, with flash cards and spaced repetition.",
    icon: BookMarked,
  },
  {
    to: "grammar",
    title: "Grammar",
    description: "Grammar topics saved from your lessons, with a self-check quiz.",
    icon: GraduationCap,
  },
];

const COMING_SOON: Tool[] = [
  { to: "reading", title: "Reading", description: "Graded articles with word help.", icon: BookOpen },
  { to: "writing", title: "Writing", description: "Prompts with feedback on your texts.", icon: PenLine },
  { to: "speaking", title: "Speaking", description: "Pronunciation and speaking drills.", icon: Mic },
  { to: "games", title: "Games", description: "Learn words and grammar by playing.", icon: Gamepad2 },
  { to: "quiz", title: "Quiz", description: "Timed quizzes on what you learned.", icon: ListChecks },
  { to: "create", title: "Create", description: "Write your own role-play scenarios.", icon: FileText },
];

/** /learning-studio (learning-experience §2.5): three tools and the 'Coming Soon Features' group. */
export function Component() {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4">
      <PageTitle title="Learning Studio" />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Learning Studio</h1>
        <p className="text-muted-foreground">Everything you collect while learning, in one place.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {ACTIVE.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm outline-none transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <tool.icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-lg font-semibold">{tool.title}</span>
              <span className="text-sm text-muted-foreground">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Collapsible.Root className="rounded-xl border bg-card">
        <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <span className="flex items-center gap-2 font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" /> Coming Soon Features
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
                  <Badge variant="outline">Coming soon</Badge>
                </span>
                <span className="font-medium text-muted-foreground">{tool.title}</span>
                <span className="text-sm text-muted-foreground">{tool.description}</span>
                <Link to={tool.to} className="text-sm text-primary hover:underline">
                  Preview {tool.title}
                </Link>
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </div>
  );
}
