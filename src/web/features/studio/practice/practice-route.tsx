import type { QueryClient } from "@tanstack/react-query";
import { ArrowLeft, Clock, Star } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageTitle } from "../../../components/page/page-title";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Progress } from "../../../components/ui/progress";
import { formatNumber, useLocale } from "../../../lib/i18n";
import { cn } from "../../../lib/utils";
import { requireSession } from "../../auth";
import { useT } from "../i18n";
import { DIFFICULTY_CLASSES, type Difficulty, GAMES, QUIZZES, READING, SPEAKING, WRITING } from "./sample-content";

const PAGES = {
  reading: { title: "studio.practice.reading.title", intro: "studio.practice.reading.intro", body: Reading },
  writing: { title: "studio.practice.writing.title", intro: "studio.practice.writing.intro", body: Writing },
  speaking: { title: "studio.practice.speaking.title", intro: "studio.practice.speaking.intro", body: Speaking },
  games: { title: "studio.practice.games.title", intro: "studio.practice.games.intro", body: Games },
  quiz: { title: "studio.practice.quiz.title", intro: "studio.practice.quiz.intro", body: Quizzes },
} as const;
type PageId = keyof typeof PAGES;

export async function loader({ request, params }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  const id = params.practice ?? "";
  return id in PAGES ? { id: id as PageId } : data({ id: undefined }, { status: 404 });
}

/**
 * The coming-soon practice pages (learning-experience §2.9): sample content, no actions yet. Create has a page of its
 * own (features/custom-scenarios).
 */
export function Component() {
  const { id } = useLoaderData() as { id?: PageId };
  const t = useT();
  if (!id) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <PageTitle title={t("studio.practice.notFound")} />
        <h1 className="text-2xl font-semibold">{t("studio.practice.notFound")}</h1>
        <Button asChild className="mt-4">
          <Link to="/learning-studio">{t("studio.practice.backToStudio")}</Link>
        </Button>
      </div>
    );
  }
  const page = PAGES[id];
  const Body = page.body;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4">
      <PageTitle title={t("studio.practice.pageTitle", { page: t(page.title) })} />
      <div>
        <Link to="/learning-studio" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {t("studio.title")}
        </Link>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight">
          {t(page.title)} <Badge variant="outline">{t("studio.comingSoon")}</Badge>
        </h1>
        <p className="text-muted-foreground">{t("studio.practice.intro", { intro: t(page.intro) })}</p>
      </div>
      <Body />
    </div>
  );
}

function Tile({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cn("flex flex-col gap-2 rounded-xl border bg-card p-5", className)}>{children}</li>;
}

const DIFFICULTY_KEYS = {
  Easy: "studio.practice.difficulty.easy",
  Medium: "studio.practice.difficulty.medium",
  Hard: "studio.practice.difficulty.hard",
} as const;

function DifficultyBadge({ level }: { level: Difficulty }) {
  const t = useT();
  return (
    <span className={cn("rounded-md px-2 py-0.5 text-xs font-medium", DIFFICULTY_CLASSES[level])}>
      {t(DIFFICULTY_KEYS[level])}
    </span>
  );
}

function Minutes({ n }: { n: number }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Clock className="size-3.5" aria-hidden="true" /> {t("studio.practice.minutes", { minutes: n })}
    </span>
  );
}

function Reading() {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {READING.map((a) => (
        <Tile key={a.title}>
          <span className="flex items-center justify-between">
            <DifficultyBadge level={a.difficulty} />
            <Minutes n={a.minutes} />
          </span>
          <h2 className="font-semibold">{a.title}</h2>
          <p className="text-sm text-muted-foreground">{t(a.summary)}</p>
        </Tile>
      ))}
    </ul>
  );
}

function Writing() {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {WRITING.map((w) => (
        <Tile key={w.title}>
          <span className="flex items-center justify-between">
            <Badge variant="secondary">{t(w.type)}</Badge>
            <DifficultyBadge level={w.difficulty} />
          </span>
          <h2 className="font-semibold">{t(w.title)}</h2>
          <p className="text-sm text-muted-foreground">{t(w.prompt)}</p>
        </Tile>
      ))}
    </ul>
  );
}

function Speaking() {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {SPEAKING.map((s) => (
        <Tile key={s.title}>
          <Minutes n={s.minutes} />
          <h2 className="font-semibold">{t(s.title)}</h2>
          <p className="text-sm text-muted-foreground">{t(s.description)}</p>
        </Tile>
      ))}
    </ul>
  );
}

function Games() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {GAMES.map((g) => (
        <Tile key={g.title}>
          <span className="flex items-center justify-between">
            <DifficultyBadge level={g.difficulty} />
            <span className="flex" role="img" aria-label={t("studio.practice.games.stars", { stars: g.stars })}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  className={cn("size-4", n <= g.stars ? "fill-amber-400 text-amber-400" : "text-muted-foreground")}
                  aria-hidden="true"
                />
              ))}
            </span>
          </span>
          <h2 className="font-semibold">{t(g.title)}</h2>
          <p className="text-sm text-muted-foreground">{t(g.description)}</p>
          <p className="text-xs text-muted-foreground">
            {t("studio.practice.games.plays", { plays: formatNumber(locale, g.plays) })}
          </p>
        </Tile>
      ))}
    </ul>
  );
}

const QUIZ_ACTION_KEYS = {
  start: "studio.practice.quiz.start",
  continue: "studio.practice.quiz.continue",
  retake: "studio.practice.quiz.retake",
} as const;

function Quizzes() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {QUIZZES.map((quiz) => {
        const action = quiz.progress === 0 ? "start" : quiz.progress < 100 ? "continue" : "retake";
        return (
          <Tile key={quiz.title}>
            <h2 className="font-semibold">{t(quiz.title)}</h2>
            <Progress value={quiz.progress} label={t("studio.practice.quiz.progress", { quiz: t(quiz.title) })} />
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">{t("studio.practice.quiz.timeLimit")}</dt>
                <dd className="font-medium">{t("studio.practice.minutes", { minutes: quiz.minutes })}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("studio.practice.quiz.lastScore")}</dt>
                <dd className="font-medium">
                  {quiz.lastScore === null ? "–" : formatNumber(locale, quiz.lastScore / 100, { style: "percent" })}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("studio.practice.quiz.attempts")}</dt>
                <dd className="font-medium">{quiz.attempts}</dd>
              </div>
            </dl>
            <Button size="sm" variant="outline" disabled className="mt-1 self-start">
              {t(QUIZ_ACTION_KEYS[action])}
            </Button>
          </Tile>
        );
      })}
    </ul>
  );
}
