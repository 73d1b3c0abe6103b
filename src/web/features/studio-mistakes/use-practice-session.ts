import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PracticeResult } from "../../../shared/schemas/mistakes";
import { ApiError } from "../../lib/api";
import { useStudyTime } from "../../lib/study-time";
import { type CategoryFilter, mistakesApi, practiceQuery } from "./api";
import { useT } from "./i18n";

/**
 * A practice session, started afresh each time the dialog opens: the sentence shown, the answer typed and checked by
 * the server, the count of right answers, and 'Practice again'. The focus is in the box, or on 'Next' once checked.
 */
export function usePracticeSession(open: boolean, category: CategoryFilter) {
  const t = useT();
  const session = useQuery({ ...practiceQuery(category), enabled: open });
  // Practising mistakes is study: focus time counts while the dialog is open.
  useStudyTime({ surface: "mistakes" }, open);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState("");
  const [result, setResult] = useState<PracticeResult>();
  const [rightCount, setRightCount] = useState(0);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    setIndex(0);
    setAnswer("");
    setResult(undefined);
    setRightCount(0);
    setError(undefined);
  }, [open]);
  // In the commit that shows the result, not after its paint: the box is disabled then, and a key pressed in between
  // (a quick learner's Enter) would go nowhere (as a flash card's Space went to Close, stop 41).
  useLayoutEffect(() => {
    if (result) next.current?.focus();
    else input.current?.focus();
  }, [result]);

  const items = session.data?.items ?? [];
  const item = items[index];

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || checking) return;
    if (!answer.trim()) {
      setError(t("studio-mistakes.practice.typeFirst"));
      return;
    }
    setChecking(true);
    setError(undefined);
    try {
      const checked = await mistakesApi.answer(item.id, answer);
      setResult(checked);
      if (checked.correct) setRightCount((n) => n + 1);
    } catch (failure) {
      // What was typed stays in the box to try again.
      setError(failure instanceof ApiError ? failure.message : t("studio-mistakes.toast.failed"));
    } finally {
      setChecking(false);
    }
  };

  return {
    session,
    items,
    item,
    index,
    finished: items.length > 0 && index >= items.length,
    answer,
    setAnswer,
    result,
    rightCount,
    checking,
    error,
    input,
    next,
    check,
    goOn: () => {
      setIndex((i) => i + 1);
      setAnswer("");
      setResult(undefined);
    },
    again: () => {
      setIndex(0);
      setRightCount(0);
      setResult(undefined);
      setAnswer("");
      void session.refetch();
    },
  };
}
