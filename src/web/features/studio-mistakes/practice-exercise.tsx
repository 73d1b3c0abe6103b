import { CheckCircle2, XCircle } from "lucide-react";
import type { PracticeItem } from "../../../shared/schemas/mistakes";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Progress } from "../../components/ui/progress";
import { useT } from "./i18n";
import type { usePracticeSession } from "./use-practice-session";

/** One sentence to put right: the blank, what the learner wrote, the box, then whether the answer was right. */
export function PracticeExercise({
  practice,
  item,
}: {
  practice: ReturnType<typeof usePracticeSession>;
  item: PracticeItem;
}) {
  const t = useT();
  const { index, items, answer, result, checking, error } = practice;
  return (
    <form className="grid gap-4" onSubmit={(e) => void practice.check(e)} noValidate>
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
          ref={practice.input}
          lang={item.language}
          value={answer}
          onChange={(e) => practice.setAnswer(e.target.value)}
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
          <Button type="button" ref={practice.next} onClick={practice.goOn}>
            {index + 1 < items.length ? t("studio-mistakes.practice.next") : t("studio-mistakes.practice.finish")}
          </Button>
        ) : (
          <Button type="submit" disabled={checking}>
            {checking ? t("studio-mistakes.practice.checking") : t("studio-mistakes.practice.check")}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
