import { useCallback, useRef } from "react";
import type { LanguageCode } from "../../../shared/schemas/course";
import type { SpeechMode } from "../../../shared/schemas/speech";
import { toast } from "../../lib/lazy-toast";
import { useSettings } from "../settings";
import { useT } from "./i18n";
import { type SpeakResult, speak } from "./speaker";

/** What is spoken: a tutor message (by id) or a word of the word popup. */
export type Spoken = { kind: "message"; id: string; text: string } | { kind: "word"; text: string };

export interface SpeechSource {
  mode: SpeechMode;
  courseId: string;
  language: LanguageCode;
}

export const spokenKey = (spoken: Spoken) => (spoken.kind === "message" ? spoken.id : `word:${spoken.text}`);

const audioUrl = (source: SpeechSource, spoken: Spoken) =>
  spoken.kind === "message"
    ? `/api/speech/messages/${encodeURIComponent(spoken.id)}`
    : `/api/speech/${encodeURIComponent(source.courseId)}/word?text=${encodeURIComponent(spoken.text)}`;

/**
 * Speaking in a chat: `listen` for the Listen buttons (every outcome the learner should know of is told), `autoPlay`
 * for a tutor line as it arrives (only with 'Auto-play audio' on, once per line, and silently where the browser does
 * not allow sound yet).
 */
export function useSpeech(source: SpeechSource) {
  const t = useT();
  const { settings } = useSettings();
  const autoPlayed = useRef(new Set<string>());
  const toldNoVoice = useRef(false);

  const say = useCallback(
    async (spoken: Spoken, manual: boolean) => {
      const result: SpeakResult = await speak({
        key: spokenKey(spoken),
        text: spoken.text,
        language: source.language,
        rate: settings.speechSpeed,
        audioUrl: source.mode === "server" ? audioUrl(source, spoken) : undefined,
      });
      if (result === "no-voice" && !toldNoVoice.current) {
        toldNoVoice.current = true;
        toast.info(t("speech.noVoice", { language: source.language }));
      }
      if (!manual) return;
      if (result === "unsupported") toast.info(t("speech.unsupported"));
      else if (result === "blocked") toast.info(t("speech.blocked"));
      else if (result === "failed") toast.error(t("speech.failed"));
    },
    [source, settings.speechSpeed, t],
  );

  const listen = useCallback((spoken: Spoken) => void say(spoken, true), [say]);
  const autoPlay = useCallback(
    (spoken: Spoken & { kind: "message" }) => {
      if (!settings.autoPlayAudio || autoPlayed.current.has(spoken.id)) return;
      autoPlayed.current.add(spoken.id);
      void say(spoken, false);
    },
    [say, settings.autoPlayAudio],
  );
  return { listen, autoPlay };
}
