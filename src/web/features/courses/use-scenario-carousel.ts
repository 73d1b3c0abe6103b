import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";

/** Carousel defaults (learning-experience §9): drag threshold 10, duration 25, no loop. */
const CAROUSEL = { align: "start", dragThreshold: 10, duration: 25, loop: false, containScroll: "trimSnaps" } as const;

/** The scenarios' carousel: the slide in front, whether it can move either way, and the arrow keys of its region. */
export function useScenarioCarousel() {
  const [emblaRef, embla] = useEmblaCarousel(CAROUSEL);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      embla?.scrollNext();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      embla?.scrollPrev();
    }
  };

  return { emblaRef, embla, selected, canPrev, canNext, onKeyDown };
}
