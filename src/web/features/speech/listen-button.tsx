import { Square, Volume2 } from "lucide-react";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";
import { stopSpeaking, useSpeaking } from "./speaker";
import { type Spoken, spokenKey } from "./use-speech";

/** 'Listen' (a speaker icon); while its text is spoken it stops it instead. `roomy`: a larger target (the word popup). */
export function ListenButton({
  spoken,
  onListen,
  roomy,
}: {
  spoken: Spoken;
  onListen: (spoken: Spoken) => void;
  roomy?: boolean;
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
        "rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[speaking]:text-primary",
        roomy ? "p-1.5" : "p-1",
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
