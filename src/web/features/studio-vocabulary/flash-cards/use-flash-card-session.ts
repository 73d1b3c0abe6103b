import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DueWord, DueWords, ReviewRating } from "../../../../shared/schemas/studio";
import { useStudyTime } from "../../../lib/study-time";
import { useSession } from "../../auth";
import { isOffline } from "../../offline";
import { useSettings } from "../../settings";
import { useSoundEffects } from "../../sounds";
import { vocabularyApi, vocabularyKeys } from "../api";
import { useT } from "../i18n";
import { saveReview } from "./save-review";

/** Auto-advance waits this long after a rating (learning-experience §9). */
const AUTO_ADVANCE_MS = 500;

export type Phase = "loading" | "practice" | "done" | "empty" | "error";

/**
 * A flash-card session, from the dialog's opening (the due cards loaded afresh, the stats reset) to its end: the card
 * shown, turned over and rated (by button, key or swipe), skipped, and leaving (asked first after the first card).
 */
export function useFlashCardSession(open: boolean, onOpenChange: (open: boolean) => void) {
  const queryClient = useQueryClient();
  const { settings } = useSettings();
  const playEffect = useSoundEffects();
  const userId = useSession().data?.id;
  const t = useT();
  const [phase, setPhase] = useState<Phase>("loading");
  const [cards, setCards] = useState<DueWord[]>([]);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stats, setStats] = useState({ reviewed: 0, mastered: 0 });
  const [leaving, setLeaving] = useState(false);
  const startedAt = useRef(Date.now());
  // Reviewing cards is study: focus time counts while the dialog is open.
  useStudyTime({ surface: "cards" }, open);
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cardButton = useRef<HTMLButtonElement>(null);

  // Keyboard users start on the card: Space flips it, the letter keys rate it. Focused in the commit that shows the
  // card: after it (an effect runs once the browser has painted), a key pressed on seeing the card would go to the
  // dialog's Close, focused while the cards loaded, and close the dialog.
  useLayoutEffect(() => {
    if (phase === "practice") cardButton.current?.focus();
  }, [phase]);

  const start = async () => {
    clearTimeout(advanceTimer.current);
    setPhase("loading");
    setIndex(0);
    setFlipped(false);
    setSaving(false);
    setStats({ reviewed: 0, mastered: 0 });
    startedAt.current = Date.now();
    try {
      // Offline, the session is the due cards the page came with (its last copy).
      const due = await vocabularyApi.due().catch((error: unknown) => {
        const kept = queryClient.getQueryData<DueWords>(vocabularyKeys.due);
        if (isOffline(error) && kept) return kept;
        throw error;
      });
      setCards(due.words);
      setPhase(due.words.length > 0 ? "practice" : "empty");
    } catch (error) {
      console.error("loading flash cards failed", error);
      setPhase("error");
    }
  };

  // Session stats reset each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start only when the dialog opens
  useEffect(() => {
    if (open) void start();
    return () => clearTimeout(advanceTimer.current);
  }, [open]);

  const close = () => {
    clearTimeout(advanceTimer.current);
    setLeaving(false);
    onOpenChange(false);
    void queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
  };

  const card = cards[index];
  const advance = () => {
    setSaving(false);
    setFlipped(false);
    if (index + 1 >= cards.length) {
      setPhase("done");
      playEffect("sessionDone");
    } else setIndex(index + 1);
  };

  const rate = async (rating: ReviewRating) => {
    if (!card || !flipped || saving) return;
    setSaving(true);
    if (!(await saveReview(t, userId, card.id, rating))) {
      setSaving(false);
      return;
    }
    playEffect(rating === "hard" ? "needPractice" : "gotIt");
    setStats((s) => ({ reviewed: s.reviewed + 1, mastered: s.mastered + (rating === "hard" ? 0 : 1) }));
    if (settings.autoAdvanceCards) advanceTimer.current = setTimeout(advance, AUTO_ADVANCE_MS);
    else advance();
  };

  const flip = () => setFlipped((f) => !f);
  return {
    phase,
    cards,
    card,
    index,
    flipped,
    saving,
    stats,
    leaving,
    cardButton,
    minutes: Math.floor((Date.now() - startedAt.current) / 60_000),
    start,
    close,
    requestClose: () => {
      if (phase === "practice" && (index > 0 || stats.reviewed > 0)) setLeaving(true);
      else close();
    },
    stayOn: () => setLeaving(false),
    flip,
    rate,
    advance,
    restart: () => {
      setIndex(0);
      setFlipped(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (phase !== "practice" || leaving) return;
      sessionKey(event, { saving, flip, advance, rate });
    },
  };
}

/** The session's keys: Space or Enter (off the buttons) turns the card, S skips it, H/←, L/→ and M rate it. */
function sessionKey(
  event: KeyboardEvent,
  session: { saving: boolean; flip: () => void; advance: () => void; rate: (rating: ReviewRating) => Promise<void> },
) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const onControl = (event.target as HTMLElement).closest("button, a, input, textarea");
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if ((key === " " || key === "Enter") && !onControl) {
    event.preventDefault();
    session.flip();
  } else if (key === "s" && !session.saving) {
    event.preventDefault();
    session.advance();
  } else if (key === "h" || key === "ArrowLeft") {
    event.preventDefault();
    void session.rate("hard");
  } else if (key === "l" || key === "ArrowRight") {
    event.preventDefault();
    void session.rate("easy");
  } else if (key === "m") {
    event.preventDefault();
    void session.rate("mastered");
  }
}
