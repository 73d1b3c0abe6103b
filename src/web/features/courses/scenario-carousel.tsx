import type { ScenarioView } from "../../../shared/schemas/course";
import { formatNumber, useLocale } from "../../lib/i18n";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";
import { ScenarioCard } from "./scenario-card";
import type { useScenarioCarousel } from "./use-scenario-carousel";

/** The slides the carousel shows when it opens (three on a wide screen) and one more. */
const LAID_OUT_AT_LOAD = 4;

/** The course's scenarios as slides, one to three in view by the screen's width, and a dot for each position. */
export function ScenarioCarousel({
  courseId,
  scenarios,
  carousel,
}: {
  courseId: string;
  scenarios: ScenarioView[];
  carousel: ReturnType<typeof useScenarioCarousel>;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <>
      <section
        aria-roledescription={t("courses.scenarios.carouselRole")}
        aria-label={t("courses.scenarios.carousel")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel region takes arrow keys
        tabIndex={0}
        onKeyDown={carousel.onKeyDown}
        className="mt-4 overflow-hidden rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        ref={carousel.emblaRef}
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
              onFocusCapture={() => carousel.embla?.scrollTo(i)}
            >
              <ScenarioCard courseId={courseId} scenario={scenario} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-2 flex flex-wrap justify-center">
        {scenarios.map((scenario, i) => (
          // A 24 px touch target around the small dot.
          <button
            key={scenario.id}
            type="button"
            aria-label={t("courses.scenarios.goTo", { position: formatNumber(locale, i + 1) })}
            aria-current={i === carousel.selected}
            onClick={() => carousel.embla?.scrollTo(i)}
            className={cn(
              "group flex h-6 min-w-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              // One dot per position the carousel has at each width, set by the same breakpoints as the slides' widths
              // and never by the carousel's measurements: every slide on a phone, all but the last with two slides a
              // view, all but the last two with three. The dots wrap onto a second row on a phone; a count that
              // changed once measured (a subpixel width can merge the last two positions) moved that row.
              i > 0 && i === scenarios.length - 1 && "sm:hidden",
              i > 0 && i === scenarios.length - 2 && "lg:hidden",
            )}
          >
            <span
              className={cn(
                "h-2 rounded-full transition-all",
                i === carousel.selected
                  ? "w-6 bg-primary"
                  : "w-2 bg-muted-foreground/30 group-hover:bg-muted-foreground/60",
              )}
            />
          </button>
        ))}
      </div>
    </>
  );
}
