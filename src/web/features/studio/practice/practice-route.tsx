import type { QueryClient } from "@tanstack/react-query";
import { ArrowLeft, Clock, Lightbulb, Star } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageTitle } from "../../../components/page/page-title";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Progress } from "../../../components/ui/progress";
import { cn } from "../../../lib/utils";
import { requireSession } from "../../auth/session";
import {
  DIFFICULTY_CLASSES,
  type Difficulty,
  GAMES,
  QUIZZES,
  READING,
  SAMPLE_SCENARIOS,
  SPEAKING,
  WRITING,
} from "./sample-content";

const PAGES = {
  reading: { title: "Reading", intro: "Graded articles with tap-to-translate words.", body: Reading },
  writing: { title: "Writing", intro: "Prompts that get feedback on your texts.", body: Writing },
  speaking: { title: "Speaking", intro: "Pronunciation and speaking drills.", body: Speaking },
  games: { title: "Learning Games", intro: "Learn words and grammar by playing.", body: Games },
  quiz: { title: "Quiz Center", intro: "Timed quizzes on what you have learned.", body: Quizzes },
  create: { title: "Create Custom Content", intro: "Write your own role-play scenarios.", body: Create },
} as const;
type PageId = keyof typeof PAGES;

export async function loader({ request, params }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  const id = params.practice ?? "";
  return id in PAGES ? { id: id as PageId } : data({ id: undefined }, { status: 404 });
}

/** The coming-soon practice pages (learning-experience §2.9): sample content, no actions yet. */
export function Component() {
  const { id } = useLoaderData() as { id?: PageId };
  if (!id) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <PageTitle title="Not found" />
        <h1 className="text-2xl font-semibold">Not found</h1>
        <Button asChild className="mt-4">
          <Link to="/learning-studio">Back to Learning Studio</Link>
        </Button>
      </div>
    );
  }
  const page = PAGES[id];
  const Body = page.body;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4">
      <PageTitle title={`${page.title} · Learning Studio`} />
      <div>
        <Link to="/learning-studio" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Learning Studio
        </Link>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight">
          {page.title} <Badge variant="outline">Coming soon</Badge>
        </h1>
        <p className="text-muted-foreground">{page.intro} This is a preview with sample content.</p>
      </div>
      <Body />
    </div>
  );
}

function Tile({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cn("flex flex-col gap-2 rounded-xl border bg-card p-5", className)}>{children}</li>;
}

function DifficultyBadge({ level }: { level: Difficulty }) {
  return <span className={cn("rounded-md px-2 py-0.5 text-xs font-medium", DIFFICULTY_CLASSES[level])}>{level}</span>;
}

function Minutes({ n }: { n: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Clock className="size-3.5" aria-hidden="true" /> {n} min
    </span>
  );
}

function Reading() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {READING.map((a) => (
        <Tile key={a.title}>
          <span className="flex items-center justify-between">
            <DifficultyBadge level={a.difficulty} />
            <Minutes n={a.minutes} />
          </span>
          <h2 className="font-semibold">{a.title}</h2>
          <p className="text-sm text-muted-foreground">{a.summary}</p>
        </Tile>
      ))}
    </ul>
  );
}

function Writing() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {WRITING.map((w) => (
        <Tile key={w.title}>
          <span className="flex items-center justify-between">
            <Badge variant="secondary">{w.type}</Badge>
            <DifficultyBadge level={w.difficulty} />
          </span>
          <h2 className="font-semibold">{w.title}</h2>
          <p className="text-sm text-muted-foreground">{w.prompt}</p>
        </Tile>
      ))}
    </ul>
  );
}

function Speaking() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {SPEAKING.map((s) => (
        <Tile key={s.title}>
          <Minutes n={s.minutes} />
          <h2 className="font-semibold">{s.title}</h2>
          <p className="text-sm text-muted-foreground">{s.description}</p>
        </Tile>
      ))}
    </ul>
  );
}

function Games() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {GAMES.map((g) => (
        <Tile key={g.title}>
          <span className="flex items-center justify-between">
            <DifficultyBadge level={g.difficulty} />
            <span className="flex" role="img" aria-label={`${g.stars} of 5 stars`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  className={cn("size-4", n <= g.stars ? "fill-amber-400 text-amber-400" : "text-muted-foreground")}
                  aria-hidden="true"
                />
              ))}
            </span>
          </span>
          <h2 className="font-semibold">{g.title}</h2>
          <p className="text-sm text-muted-foreground">{g.description}</p>
          <p className="text-xs text-muted-foreground">{g.plays.toLocaleString("en")} plays</p>
        </Tile>
      ))}
    </ul>
  );
}

function Quizzes() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {QUIZZES.map((quiz) => {
        const action = quiz.progress === 0 ? "Start Quiz" : quiz.progress < 100 ? "Continue" : "Retake";
        return (
          <Tile key={quiz.title}>
            <h2 className="font-semibold">{quiz.title}</h2>
            <Progress value={quiz.progress} label={`${quiz.title} progress`} />
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">Time limit</dt>
                <dd className="font-medium">{quiz.minutes} min</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Last score</dt>
                <dd className="font-medium">{quiz.lastScore === null ? "–" : `${quiz.lastScore}%`}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Attempts</dt>
                <dd className="font-medium">{quiz.attempts}</dd>
              </div>
            </dl>
            <Button size="sm" variant="outline" disabled className="mt-1 self-start">
              {action}
            </Button>
          </Tile>
        );
      })}
    </ul>
  );
}

function Create() {
  const select = "h-9 rounded-md border border-input bg-transparent px-3 text-sm disabled:opacity-60";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form className="grid gap-4 rounded-xl border bg-card p-5" aria-label="New scenario (preview)">
        <fieldset disabled className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="scenario-title">Title</Label>
            <Input id="scenario-title" placeholder="e.g. Booking a table for four" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="scenario-description">Description</Label>
            <textarea
              id="scenario-description"
              rows={3}
              placeholder="Where are we, and what does the learner want?"
              className="rounded-md border border-input bg-transparent px-3 py-2 text-sm"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="scenario-difficulty">Difficulty</Label>
              <select id="scenario-difficulty" className={select}>
                {["Beginner", "Intermediate", "Advanced"].map((d) => (
                  <option key={d}>{d}</option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="scenario-language">Target language</Label>
              <select id="scenario-language" className={select}>
                {["English", "Spanish", "French", "German"].map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="scenario-instructions">AI tutor instructions</Label>
            <textarea
              id="scenario-instructions"
              rows={3}
              placeholder="How should the tutor behave? e.g. a patient waiter who speaks slowly"
              className="rounded-md border border-input bg-transparent px-3 py-2 text-sm"
            />
          </div>
          <Button type="button" className="justify-self-start">
            Create Scenario
          </Button>
        </fieldset>
      </form>
      <aside className="grid content-start gap-4">
        <section className="rounded-xl border bg-card p-5">
          <h2 className="mb-3 font-semibold">Sample scenarios</h2>
          <ul className="grid gap-3 text-sm">
            {SAMPLE_SCENARIOS.map((s) => (
              <li key={s.title}>
                <p className="font-medium">{s.title}</p>
                <p className="text-xs text-muted-foreground">
                  {s.difficulty} · {s.language}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-primary/30 bg-primary/5 p-5 text-sm">
          <h2 className="mb-1 flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4 text-primary" aria-hidden="true" /> Pro Tip
          </h2>
          <p className="text-muted-foreground">
            Give the tutor a clear role and one goal for the learner: "a ticket clerk who needs the travel date" works
            better than "a helpful person".
          </p>
        </section>
      </aside>
    </div>
  );
}
