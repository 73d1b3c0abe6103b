import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { PracticeResult } from "../../../shared/schemas/mistakes";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Progress } from "../../components/ui/progress";
import { ApiError } from "../../lib/api";
import { type CategoryFilter, mistakesApi, practiceQuery } from "./api";
import { useT } from "./i18n";

/**
 * A practice session: each sentence with the mistake's right form blanked out; the learner types it and checks
 * (Enter), sees whether it was right, and goes on (Enter again). The server counts each answer.
 */
export function PracticeDialog(props: {
  open: boolean;
  category: CategoryFilter;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const session = useQuery({ ...practiceQuery(props.category), enabled: props.open });
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState("");
  const [result, setResult] = useState<PracticeResult>();
  const [rightCount, setRightCount] = useState(0);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!props.open) return;
    setIndex(0);
    setAnswer("");
    setResult(undefined);
    setRightCount(0);
    setError(undefined);
  }, [props.open]);
  useEffect(() => {
    if (result) next.current?.focus();
    else input.current?.focus();
  }, [result]);

  const items = session.data?.items ?? [];
  const item = items[index];
  const finished = items.length > 0 && index >= items.length;

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
  const goOn = () => {
    setIndex((i) => i + 1);
    setAnswer("");
    setResult(undefined);
  };
  const again = () => {
    setIndex(0);
    setRightCount(0);
    setResult(undefined);
    setAnswer("");
    void session.refetch();
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("studio-mistakes.practice.title")}</DialogTitle>
          <DialogDescription>{t("studio-mistakes.practice.description")}</DialogDescription>
        </DialogHeader>
        {session.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("studio-mistakes.loading")}
          </p>
        ) : session.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t("studio-mistakes.toast.loadFailed")}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("studio-mistakes.practice.nothing")}</p>
        ) : finished ? (
          <div className="grid gap-2 text-center" data-testid="practice-summary">
            <p className="text-2xl font-bold">
              {t("studio-mistakes.practice.score", { right: rightCount, total: items.length })}
            </p>
            <p className="text-sm text-muted-foreground">{t("studio-mistakes.practice.summary")}</p>
          </div>
        ) : item ? (
          <form className="grid gap-4" onSubmit={(e) => void check(e)} noValidate>
            <Progress
              value={(index / items.length) * 100}
              label={t("studio-mistakes.practice.progress", { current: index + 1, total: items.length })}
            />
            <p className="text-sm text-muted-foreground">
              {t("studio-mistakes.practice.progress", { current: index + 1, total: items.length })}
            </p>
            <p className="text-lg leading-relaxed" lang={item.language} data-testid="practice-sentence">
              {item.before}
              <span className="mx-1 inline-block h-[1.2em] w-16 border-b-2 border-primary align-baseline">
                <span className="sr-only">{t("studio-mistakes.practice.blank")}</span>
              </span>
              {item.after}
            </p>
            <p className="text-sm text-muted-foreground">
              {t("studio-mistakes.practice.youWrote")}{" "}
              <del lang={item.language} className="decoration-destructive/70">
                {item.wrong}
              </del>
              {item.category === "capitalisation" && <> · {t("studio-mistakes.practice.mindCapitals")}</>}
              {item.category === "punctuation" && <> · {t("studio-mistakes.practice.mindMarks")}</>}
            </p>
            <div className="grid gap-1">
              <label htmlFor="practice-answer" className="text-sm font-medium">
                {t("studio-mistakes.practice.answerLabel")}
              </label>
              <Input
                id="practice-answer"
                ref={input}
                lang={item.language}
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
                disabled={checking || result !== undefined}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "practice-error" : undefined}
              />
              {error && (
                <p id="practice-error" className="text-sm text-destructive" role="alert">
                  {error}
                </p>
              )}
            </div>
            {result && (
              <p
                role="status"
                data-testid="practice-result"
                className={
                  result.correct
                    ? "flex items-center gap-2 text-emerald-700 dark:text-emerald-300"
                    : "flex items-center gap-2 text-destructive"
                }
              >
                {result.correct ? (
                  <CheckCircle2 className="size-5" aria-hidden="true" />
                ) : (
                  <XCircle className="size-5" aria-hidden="true" />
                )}
                {result.correct
                  ? result.learned
                    ? t("studio-mistakes.practice.rightLearned")
                    : t("studio-mistakes.practice.right")
                  : t("studio-mistakes.practice.wrong", { right: result.right })}
              </p>
            )}
            <DialogFooter>
              {result ? (
                <Button type="button" ref={next} onClick={goOn}>
                  {index + 1 < items.length ? t("studio-mistakes.practice.next") : t("studio-mistakes.practice.finish")}
                </Button>
              ) : (
                <Button type="submit" disabled={checking}>
                  {checking ? t("studio-mistakes.practice.checking") : t("studio-mistakes.practice.check")}
                </Button>
              )}
            </DialogFooter>
          </form>
        ) : null}
        {finished && (
          <DialogFooter>
            <Button variant="outline" onClick={again}>
              {t("studio-mistakes.practice.again")}
            </Button>
            <Button onClick={() => props.onOpenChange(false)}>{t("studio-mistakes.practice.close")}</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
