import { type QueryClient, useQuery } from "@tanstack/react-query";
import { Award, BarChart3, Rocket } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { CHART_DAYS, type Progress } from "../../../shared/schemas/progress";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { Progress as Bar } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useLocale } from "../../lib/i18n";
import { preloadQueries } from "../../lib/query-client";
import { cn } from "../../lib/utils";
import { requireSession } from "../auth";
import { ACHIEVEMENT_KEYS } from "./achievement-keys";
import { ActivityList } from "./activity-list";
import { progressQuery } from "./api";
import { FocusChart } from "./focus-chart";
import { formatPercent } from "./format";
import { GoalCard } from "./goal-card";
import { useT } from "./i18n";
import { MistakeChart } from "./mistake-chart";
import { StatTiles } from "./stat-tiles";
import { StudyHeatmap } from "./study-heatmap";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [progressQuery]);
  return null;
}

/** /progress (learning-experience §2.4), on the learner's own figures. */
export function Component() {
  const query = useQuery(progressQuery);
  const t = useT();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4">
      <PageTitle title={t("progress.title")} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("progress.title")}</h1>
        <p className="text-muted-foreground">{t("progress.intro")}</p>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-xl border bg-card p-8 text-center">
          <p className="font-semibold">{t("progress.error.title")}</p>
          <p className="text-sm text-muted-foreground">{t("progress.error.text")}</p>
          <Button onClick={() => query.refetch()} disabled={query.isFetching}>
            {t("progress.error.retry")}
          </Button>
        </div>
      ) : (
        <ProgressView progress={query.data} />
      )}
    </div>
  );
}

function Loading() {
  const t = useT();
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label={t("progress.loading")}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} corners="xl" className="h-24" />
        ))}
      </div>
      <Skeleton corners="lg" className="h-10" />
      <Skeleton corners="xl" className="h-64" />
    </div>
  );
}

function ProgressView({ progress }: { progress: Progress }) {
  const t = useT();
  return (
    <>
      <StatTiles progress={progress} />
      {progress.hasActivity ? (
        <Tabs defaultValue="overview">
          <TabsList grid className="h-auto grid-cols-2 sm:h-10 sm:grid-cols-4">
            <TabsTrigger value="overview" className="py-1.5">
              {t("progress.tab.overview")}
            </TabsTrigger>
            <TabsTrigger value="courses" className="py-1.5">
              {t("progress.tab.courses")}
            </TabsTrigger>
            <TabsTrigger value="achievements" className="py-1.5">
              {t("progress.tab.achievements")}
            </TabsTrigger>
            <TabsTrigger value="activity" className="py-1.5">
              {t("progress.tab.activity")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <GoalCard kind="daily" goal={progress.dailyGoal} />
              <GoalCard kind="weekly" goal={progress.weeklyGoal} />
            </div>
            <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <FocusChart days={progress.days.slice(-CHART_DAYS)} />
              <StudyHeatmap days={progress.days} />
            </div>
            <MistakeChart categories={progress.mistakeCategories} />
          </TabsContent>
          <TabsContent value="courses">
            <CourseRows progress={progress} />
          </TabsContent>
          <TabsContent value="achievements">
            <Achievements progress={progress} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityList items={progress.activity} />
          </TabsContent>
        </Tabs>
      ) : (
        <EmptyState href={progress.startHref} />
      )}
    </>
  );
}

function EmptyState({ href }: { href: string }) {
  const t = useT();
  return (
    <div
      className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card p-10 text-center"
      data-testid="progress-empty"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <BarChart3 className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{t("progress.empty.heading")}</h2>
      <p className="max-w-md text-muted-foreground">{t("progress.empty.text")}</p>
      <Button asChild>
        <Link to={href}>
          <Rocket /> {t("progress.empty.start")}
        </Link>
      </Button>
    </div>
  );
}

function CourseRows({ progress }: { progress: Progress }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ul className="grid gap-3">
      {progress.coursesProgress.map((course) => (
        <li
          key={course.courseId}
          className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
          data-testid="course-row"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to={`/course/${course.courseId}/scenarios`} className="font-semibold hover:underline">
              {course.title}
            </Link>
            <span className="text-sm tabular-nums text-muted-foreground">
              {t("progress.course.chapters", {
                completed: course.chaptersCompleted,
                total: course.totalChapters,
                percent: formatPercent(course.progress, locale),
              })}
            </span>
          </div>
          <Bar
            value={course.progress}
            label={t("progress.course.label", {
              course: course.title,
              percent: formatPercent(course.progress, locale),
            })}
          />
        </li>
      ))}
    </ul>
  );
}

function Achievements({ progress }: { progress: Progress }) {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {progress.achievements.map((a) => (
        <li
          key={a.id}
          data-testid="achievement"
          data-earned={a.earned}
          className={cn(
            "grid justify-items-center gap-2 rounded-xl border bg-card p-5 text-center shadow-sm",
            !a.earned && "opacity-60 grayscale",
          )}
        >
          <span
            className={cn(
              "flex size-12 items-center justify-center rounded-full",
              a.earned ? "bg-amber-500/15 text-amber-700 dark:text-amber-300" : "bg-muted text-muted-foreground",
            )}
          >
            <Award className="size-6" aria-hidden="true" />
          </span>
          <span className="font-semibold">{t(ACHIEVEMENT_KEYS[a.id].title)}</span>
          <span className="text-sm text-muted-foreground">{t(ACHIEVEMENT_KEYS[a.id].description)}</span>
          <span
            className={cn(
              "text-xs font-medium",
              a.earned ? "text-emerald-700 dark:text-emerald-300" : "text-muted-foreground",
            )}
          >
            {a.earned ? t("progress.achievement.earned") : t("progress.achievement.notEarned")}
          </span>
        </li>
      ))}
    </ul>
  );
}
