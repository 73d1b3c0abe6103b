import { Square, Volume2 } from "lucide-react";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";
import { stopSpeaking, useSpeaking } from "./speaker";
import { type Spoken, spokenKey } from "./use-speech";

/** 'Listen' (a speaker icon); while its text is spoken it stops it instead. */
export function ListenButton({
  spoken,
  onListen,
  className,
}: {
  spoken: Spoken;
  onListen: (spoken: Spoken) => void;
  className?: string;
}) {
  const t = useT();
  const speaking = useSpeaking(spokenKey(spoken));
  const name = speaking ? t("speech.stop") : t("speech.listen");
  const Icon = speaking ? Square : Volume2;
  return (
    <button
      type="button"
      onClick={() => (speaking ? stopSpeaking() : onListen(spoken))}
      aria-label={name}
      title={name}
      data-speaking={speaking || undefined}
      className={cn(
        "rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[speaking]:text-primary",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
