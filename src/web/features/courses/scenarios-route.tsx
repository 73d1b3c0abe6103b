import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Crosshair } from "lucide-react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { formatNumber, useLocale } from "../../lib/i18n";
import { useT } from "./i18n";
import { loadOrNotFound, NotFoundMessage } from "./not-found";
import { courseQuery } from "./queries";
import { ScenarioCarousel } from "./scenario-carousel";
import { useScenarioCarousel } from "./use-scenario-carousel";

export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  const courseId = params.courseId ?? "";
  return loadOrNotFound(queryClient, courseQuery(courseId), { courseId });
}

export function Component() {
  const { courseId, found } = useLoaderData<typeof loader>();
  const t = useT();
  if (!found)
    return (
      <NotFoundMessage title={t("courses.notFound.course")} to="/" action={t("courses.notFound.chooseLanguage")} />
    );
  return <ScenarioList courseId={courseId} />;
}

function ScenarioList({ courseId }: { courseId: string }) {
  const { data: course } = useSuspenseQuery(courseQuery(courseId));
  const t = useT();
  const { locale } = useLocale();
  const scenarios = course.chapters.flatMap((c) => c.scenarios);
  const carousel = useScenarioCarousel();
  const { embla } = carousel;

  const currentIndex = scenarios.findIndex((s) => s.id === course.currentScenarioId);
  const jumpToCurrent = () => {
    if (!embla || currentIndex < 0) return;
    embla.scrollTo(currentIndex);
    document
      .getElementById(`scenario-${course.currentScenarioId}`)
      ?.querySelector<HTMLElement>("a")
      ?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4">
      <PageTitle title={`${course.title}`} />
      <nav aria-label={t("courses.breadcrumb.label")} className="flex items-center gap-1 text-sm text-muted-foreground">
        <Link to="/" className="hover:text-foreground">
          {t("courses.breadcrumb.languages")}
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span aria-current="page" className="text-foreground">
          {t("courses.breadcrumb.selectScenario")}
        </span>
      </nav>
      <header className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{course.title}</h1>
          <p className="mt-1 text-muted-foreground">{t("courses.scenarios.subtitle")}</p>
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          <Stat label={t("courses.scenarios.completed")} value={formatNumber(locale, course.completedScenarios)} />
          <Stat
            label={t("courses.scenarios.chapter")}
            value={t("courses.scenarios.chapterOf", {
              current: formatNumber(locale, course.currentChapter),
              total: formatNumber(locale, course.totalChapters),
            })}
          />
          <Stat
            label={t("courses.scenarios.remaining")}
            value={formatNumber(locale, course.totalScenarios - course.completedScenarios)}
          />
        </dl>
      </header>

      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="outline" size="sm" shrink onClick={jumpToCurrent} disabled={currentIndex < 0}>
          <Crosshair /> {t("courses.scenarios.jumpToCurrent")}
        </Button>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t("courses.scenarios.previous")}
            onClick={() => embla?.scrollPrev()}
            disabled={!carousel.canPrev}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("courses.scenarios.next")}
            onClick={() => embla?.scrollNext()}
            disabled={!carousel.canNext}
          >
            <ChevronRight />
          </Button>
        </div>
      </div>

      <ScenarioCarousel courseId={course.id} scenarios={scenarios} carousel={carousel} />

      <p className="mt-6 text-center text-sm text-muted-foreground">{t("courses.scenarios.unlockHint")}</p>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg border bg-card px-2 py-2 sm:px-3">
      <dt className="hyphens-auto break-words text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
