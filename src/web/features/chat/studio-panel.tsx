import { Bookmark, Languages, Lightbulb, Phone, Sparkles } from "lucide-react";
import type { Ref } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { Button } from "../../components/ui/button";
import { CollapsibleSection } from "../../components/ui/collapsible-section";
import { useT } from "./i18n";
import { saveGrammar, saveWord } from "./save-actions";

export interface StudioState {
  latestAi: ChatMessage | undefined;
  language: LanguageCode;
  ready: boolean;
  calling: boolean;
  translating: boolean;
  hinting: boolean;
  thinking: boolean;
  onCall: () => void;
  onTranslate: () => void;
  onHint: () => void;
  callButton?: Ref<HTMLButtonElement>;
}

/**
 * The chat's 'Learning Studio': the latest reply's grammar and words to save, and the quick actions. The right
 * column on wide screens, a sheet on phones (the sheet closes when a quick action starts, to show its result).
 */
export function StudioPanel(props: StudioState) {
  const t = useT();
  const { latestAi } = props;
  return (
    <div className="grid content-start gap-4">
      <CollapsibleSection title={t("chat.studio.grammar")}>
        {latestAi && latestAi.grammar.length > 0 ? (
          <ul className="grid gap-3 text-sm">
            {latestAi.grammar.slice(0, 2).map((g) => (
              <li key={g.name}>
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{g.name}</p>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("chat.studio.saveGrammar", { name: g.name })}
                    onClick={() => void saveGrammar(t, g)}
                  >
                    <Bookmark /> {t("chat.studio.save")}
                  </Button>
                </div>
                <p className="text-muted-foreground">{g.explanation}</p>
                {g.example && <p className="mt-1 italic">{g.example}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("chat.studio.grammarEmpty")}</p>
        )}
      </CollapsibleSection>
      <CollapsibleSection title={t("chat.studio.words")}>
        {latestAi && latestAi.words.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {latestAi.words.slice(0, 3).map((w) => (
              <li key={w.word} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{w.word}</span>{" "}
                  <span className="text-muted-foreground">{w.meaning}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("chat.studio.saveWord", { word: w.word })}
                  onClick={() => void saveWord(t, w, props.language, latestAi.content)}
                >
                  <Bookmark /> {t("chat.studio.save")}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("chat.studio.wordsEmpty")}</p>
        )}
      </CollapsibleSection>
      <CollapsibleSection title={t("chat.studio.quickActions")}>
        <div className="grid gap-2">
          <Button ref={props.callButton} variant="outline" onClick={props.onCall} disabled={props.calling}>
            <Phone /> {t("chat.studio.callTutor")}
          </Button>
          <Button
            variant="outline"
            onClick={props.onTranslate}
            disabled={!latestAi || props.translating || !props.ready}
          >
            <Languages /> {t("chat.studio.translateLast")}
          </Button>
          <Button variant="outline" onClick={props.onHint} disabled={props.hinting || props.thinking || !props.ready}>
            {props.hinting ? <Sparkles /> : <Lightbulb />}{" "}
            {props.hinting ? t("chat.studio.preparingHint") : t("chat.studio.getHint")}
          </Button>
        </div>
      </CollapsibleSection>
    </div>
  );
}
