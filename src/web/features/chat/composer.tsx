import { Send } from "lucide-react";
import type { KeyboardEvent } from "react";
import type { LanguageCode } from "../../../shared/schemas/course";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../lib/render-time";
import { useValidationText } from "../../lib/validation-texts";
import type { ChatFormResult } from "./chat-action";
import { useT } from "./i18n";
import type { useDraft } from "./use-draft";

/**
 * The message box and Send. Posted to the page's action before the page's code runs (or without it); the app sends
 * it itself.
 */
export function Composer(props: {
  conversationId: string;
  /** The id a message posted without the page's code goes with. */
  formClientId: string;
  language: LanguageCode;
  box: ReturnType<typeof useDraft>;
  /** A reply is on its way, or the opening line has not shown yet: nothing is sent now. */
  busy: boolean;
  onSend: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const { box } = props;
  return (
    <form
      method="post"
      className="border-t p-3"
      onSubmit={(e) => {
        e.preventDefault();
        box.clearRefused();
        props.onSend();
      }}
    >
      <input type="hidden" name="conversationId" value={props.conversationId} />
      <input type="hidden" name="clientId" value={props.formClientId} />
      {box.refused && <Refused answer={box.refused} />}
      {box.hintNote && <p className="mb-2 text-xs text-primary">{t("chat.composer.hintGenerated")}</p>}
      <div className="flex items-end gap-2">
        <textarea
          aria-label={t("chat.composer.label")}
          name="content"
          value={box.draft}
          onChange={(e) => box.replace(e.target.value)}
          onKeyDown={props.onKeyDown}
          // Enter sends: pressed before the page's code runs, it is replayed then (app/early-input).
          data-enter-sends=""
          rows={2}
          maxLength={2000}
          placeholder={t("chat.composer.placeholder", { language: props.language })}
          className="min-h-12 flex-1 resize-none rounded-md border border-input bg-transparent px-3 py-2 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
        <Button
          type="submit"
          size="icon-lg"
          aria-label={t("chat.composer.send")}
          // Never disabled in the server's HTML: sent before the page's code runs, the server answers it.
          disabled={hydrated && (props.busy || !box.draft.trim())}
        >
          <Send />
        </Button>
      </div>
    </form>
  );
}

/** Why a message sent without the page's code came back: the schema's message, a rate limit's, or the reply failed. */
function Refused({ answer }: { answer: ChatFormResult }) {
  const t = useT();
  const validationText = useValidationText();
  return (
    <p role="alert" className="mb-2 text-sm text-destructive">
      {answer.message ? validationText(answer.message) : t("chat.toast.replyFailed")}
    </p>
  );
}
