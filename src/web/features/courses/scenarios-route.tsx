import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Crosshair } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { formatNumber, useLocale } from "../../lib/i18n";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";
import { loadOrNotFound, NotFoundMessage } from "./not-found";
import { courseQuery } from "./queries";
import { ScenarioCard } from "./scenario-card";

export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  const courseId = params.courseId ?? "";
  return loadOrNotFound(queryClient, courseQuery(courseId), { courseId });
}

/** The slides the carousel shows when it opens (three on a wide screen) and one more. */
const LAID_OUT_AT_LOAD = 4;
/** Carousel defaults of the spec (§9): drag threshold 10, duration 25, no loop. */
const CAROUSEL = { align: "start", dragThreshold: 10, duration: 25, loop: false, containScroll: "trimSnaps" } as const;

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
  const [emblaRef, embla] = useEmblaCarousel(CAROUSEL);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on("select", sync).on("reInit", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla, sync]);

  const currentIndex = scenarios.findIndex((s) => s.id === course.currentScenarioId);
  const jumpToCurrent = () => {
    if (!embla || currentIndex < 0) return;
    embla.scrollTo(currentIndex);
    document
      .getElementById(`scenario-${course.currentScenarioId}`)
      ?.querySelector<HTMLElement>("a")
      ?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      embla?.scrollNext();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      embla?.scrollPrev();
    }
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
            disabled={!canPrev}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("courses.scenarios.next")}
            onClick={() => embla?.scrollNext()}
            disabled={!canNext}
          >
            <ChevronRight />
          </Button>
        </div>
      </div>

      <section
        aria-roledescription={t("courses.scenarios.carouselRole")}
        aria-label={t("courses.scenarios.carousel")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel region takes arrow keys
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="mt-4 overflow-hidden rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        ref={emblaRef}
      >
        <ul className="-ml-4 flex touch-pan-y py-1">
          {scenarios.map((scenario, i) => (
            <li
              key={scenario.id}
              id={`scenario-${scenario.id}`}
              aria-roledescription={t("courses.scenarios.slideRole")}
              aria-label={t("courses.scenarios.slide", {
                position: formatNumber(locale, i + 1),
                total: formatNumber(locale, scenarios.length),
              })}
              className={cn(
                "min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3",
                // The carousel opens on the first slides; those after them are not laid out or painted until they
                // scroll in (a phone shows one of 24). Their stand-in height is below any card's, so the row keeps
                // the height of the cards shown and nothing moves at load.
                i >= LAID_OUT_AT_LOAD && "[contain-intrinsic-size:auto_12rem] [content-visibility:auto]",
              )}
              onFocusCapture={() => embla?.scrollTo(i)}
            >
              <ScenarioCard courseId={course.id} scenario={scenario} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-2 flex flex-wrap justify-center">
        {Array.from({ length: snaps.length || scenarios.length }, (_, i) => (
          // A 24 px touch target around the small dot.
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: snap points are positions
            key={i}
            type="button"
            aria-label={t("courses.scenarios.goTo", { position: formatNumber(locale, i + 1) })}
            aria-current={i === selected}
            onClick={() => embla?.scrollTo(i)}
            className={cn(
              "group flex h-6 min-w-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              // Before the carousel has measured itself (the server's HTML, the first paint), one dot per position it
              // will have at each width: every slide on a phone, all but the last with two slides a view, all but the
              // last two with three. The dots wrap onto a second row on a phone, so a late row would push the page.
              snaps.length === 0 && i === scenarios.length - 1 && "sm:hidden",
              snaps.length === 0 && i === scenarios.length - 2 && "lg:hidden",
            )}
          >
            <span
              className={cn(
                "h-2 rounded-full transition-all",
                i === selected ? "w-6 bg-primary" : "w-2 bg-muted-foreground/30 group-hover:bg-muted-foreground/60",
              )}
            />
          </button>
        ))}
      </div>
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
