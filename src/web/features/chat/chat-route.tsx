import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Bookmark, BookOpen, Languages, Lightbulb, Phone, RotateCcw, Send, Sparkles } from "lucide-react";
import { type KeyboardEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { toast } from "sonner";
import { type ChatMessage, type Conversation, LESSON_MESSAGES } from "../../../shared/schemas/chat";
import type { ScenarioDetail } from "../../../shared/schemas/course";
import { PageTitle } from "../../components/page/page-title";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { CollapsibleSection } from "../../components/ui/collapsible-section";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Progress } from "../../components/ui/progress";
import { ApiError, api } from "../../lib/api";
import { requireSession } from "../auth/session";
import { unseenAchievementsQuery } from "../progress";
import { useSoundEffects } from "../sounds";
import { stopSpeaking, useSpeech } from "../speech";
import { VoiceCall } from "../voice";
import { chatApi } from "./api";
import { useT } from "./i18n";
import { MessageBubble, type OnWordClick, TypingIndicator } from "./message-bubble";
import { saveGrammar, saveNote, saveWord } from "./save-actions";
import { type WordPick, WordPopup } from "./word-popup";

/** Spec timings (learning-experience §4, §9). */
const OPENING_DELAY_MS = 2000;
const COMPLETE_DIALOG_DELAY_MS = 1500;

type Loaded =
  | { state: "ready"; detail: ScenarioDetail; conversation: Conversation }
  | { state: "missing" }
  | { state: "locked"; courseId: string };

export async function loader({ params, request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  const { courseId = "", scenarioId = "", characterId = "" } = params;
  try {
    const [detail, conversation] = await Promise.all([
      api<ScenarioDetail>(`/api/courses/${encodeURIComponent(courseId)}/scenarios/${encodeURIComponent(scenarioId)}`),
      chatApi.open(courseId, scenarioId, characterId),
    ]);
    return { state: "ready", detail, conversation } satisfies Loaded;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return data({ state: "missing" } satisfies Loaded, { status: 404 });
    if (error instanceof ApiError && error.status === 409) return { state: "locked", courseId } satisfies Loaded;
    throw error;
  }
}

export function Component() {
  const data = useLoaderData() as Loaded;
  const t = useT();
  if (data.state === "missing") {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <PageTitle title={t("chat.notFound")} />
        <h1 className="text-2xl font-semibold">{t("chat.notFound")}</h1>
        <Button asChild className="mt-4">
          <Link to="/">{t("chat.chooseLanguage")}</Link>
        </Button>
      </div>
    );
  }
  if (data.state === "locked") {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <PageTitle title={t("chat.locked.title")} />
        <h1 className="text-2xl font-semibold">{t("chat.locked.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("chat.locked.text")}</p>
        <Button asChild className="mt-4" variant="outline">
          <Link to={`/course/${data.courseId}/scenarios`}>{t("chat.locked.back")}</Link>
        </Button>
      </div>
    );
  }
  return <Chat key={data.conversation.id} detail={data.detail} initial={data.conversation} />;
}

function formatTimer(t: ReturnType<typeof useT>, seconds: number) {
  return t("chat.lesson.timer", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

function Chat({ detail, initial }: { detail: ScenarioDetail; initial: Conversation }) {
  const t = useT();
  const navigate = useNavigate();
  const character = detail.scenario.characters.find((c) => c.id === initial.characterId)!;
  const [conversation, setConversation] = useState(initial);
  const [messages, setMessages] = useState<ChatMessage[]>(initial.messages);
  const isNew = initial.userMessageCount === 0;
  const [openingShown, setOpeningShown] = useState(!isNew);
  // Only an opening the learner sees appear is spoken, not one of a conversation already under way.
  const isNewConversation = useRef(isNew);
  const [draft, setDraft] = useState("");
  const [thinking, setThinking] = useState(false);
  const [streamed, setStreamed] = useState("");
  const [hintNote, setHintNote] = useState(false);
  const [hinting, setHinting] = useState(false);
  const [translated, setTranslated] = useState<Set<string>>(new Set());
  const [translating, setTranslating] = useState(false);
  const [completeOpen, setCompleteOpen] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [wordPick, setWordPick] = useState<WordPick>();
  const [calling, setCalling] = useState(false);
  const onWordClick: OnWordClick = useCallback((word, anchor, context) => setWordPick({ word, anchor, context }), []);
  const speechSource = useMemo(
    () => ({ mode: initial.speech, courseId: detail.course.id, language: detail.course.language }),
    [initial.speech, detail.course.id, detail.course.language],
  );
  const { listen, autoPlay } = useSpeech(speechSource);
  const playEffect = useSoundEffects();
  const queryClient = useQueryClient();
  // Leaving the chat ends its speech.
  useEffect(() => stopSpeaking, []);
  const closePopup = useCallback(() => setWordPick(undefined), []);
  const listEnd = useRef<HTMLLIElement>(null);
  // The call button is disabled during a call (so it loses focus); focus goes back to it when the call closes.
  const callButton = useRef<HTMLButtonElement>(null);
  const wasCalling = useRef(false);
  useEffect(() => {
    if (wasCalling.current && !calling) callButton.current?.focus();
    wasCalling.current = calling;
  }, [calling]);

  const userCount = messages.filter((m) => m.sender === "user").length;
  const progress = Math.min(100, (userCount / LESSON_MESSAGES) * 100);
  const latestAi = [...messages].reverse().find((m) => m.sender === "ai");
  const visible = openingShown ? messages : messages.slice(1);

  useEffect(() => {
    if (openingShown) return;
    const timer = setTimeout(() => setOpeningShown(true), OPENING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openingShown]);

  // 'Auto-play audio': a new conversation's opening line is spoken as it appears.
  const opening = messages[0];
  useEffect(() => {
    if (isNewConversation.current && openingShown && opening?.sender === "ai") {
      isNewConversation.current = false;
      autoPlay({ kind: "message", id: opening.id, text: opening.content });
    }
  }, [openingShown, opening, autoPlay]);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  // On leaving (another page, or closing the tab) the session's seconds go to the profile's focus time.
  const secondsRef = useRef(0);
  secondsRef.current = seconds;
  const { courseId, scenarioId } = initial;
  useEffect(() => {
    let reported = 0;
    const report = () => {
      const unreported = secondsRef.current - reported;
      if (unreported < 1) return;
      reported = secondsRef.current;
      // keepalive lets the request finish while the page unloads (like sendBeacon, but with our JSON body).
      void fetch("/api/profile/focus-time", {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ seconds: Math.min(unreported, 86_400), courseId, scenarioId }),
      }).catch(() => {});
    };
    window.addEventListener("pagehide", report);
    return () => {
      window.removeEventListener("pagehide", report);
      report();
    };
  }, [courseId, scenarioId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the list grows or text streams in
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: "end" });
  }, [messages.length, streamed, openingShown, thinking]);

  const sendMessage = async () => {
    const content = draft.trim();
    if (!content || thinking || !openingShown) return;
    const clientId = crypto.randomUUID();
    const pending: ChatMessage = {
      id: `pending-${clientId}`,
      sender: "user",
      content,
      timestamp: new Date().toISOString(),
      words: [],
      grammar: [],
    };
    setMessages((list) => [...list, pending]);
    playEffect("sent");
    setDraft("");
    setHintNote(false);
    setThinking(true);
    setStreamed("");
    try {
      let failed = false;
      await chatApi.send(conversation.id, clientId, content, (event) => {
        if (event.type === "text") setStreamed((s) => s + event.delta);
        else if (event.type === "error") failed = true;
        else {
          setMessages((list) => [...list.filter((m) => m.id !== pending.id), event.userMessage, event.reply]);
          autoPlay({ kind: "message", id: event.reply.id, text: event.reply.content });
          if (event.lessonCompleted) {
            setTimeout(() => {
              setCompleteOpen(true);
              playEffect("lessonComplete");
              // A completed lesson may have earned an achievement: its toast comes now.
              void queryClient.invalidateQueries({ queryKey: unseenAchievementsQuery.queryKey });
            }, COMPLETE_DIALOG_DELAY_MS);
          }
        }
      });
      if (failed) throw new Error("reply failed");
    } catch (error) {
      console.error("chat failed", error);
      // Nothing typed is lost: the message goes back into the box.
      setMessages((list) => list.filter((m) => m.id !== pending.id));
      setDraft(content);
      // A rate limit says how to go on; anything else gets the spec's message.
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : t("chat.toast.replyFailed"));
    } finally {
      setThinking(false);
      setStreamed("");
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void sendMessage();
    }
  };

  const getHint = async () => {
    setHinting(true);
    try {
      const { hint } = await chatApi.hint(conversation.id);
      setDraft(hint);
      setHintNote(true);
    } catch (error) {
      console.error("hint failed", error); // spec: hint failures are logged only
    } finally {
      setHinting(false);
    }
  };

  const translateLast = async () => {
    if (!latestAi || translating) return;
    if (translated.has(latestAi.id)) {
      setTranslated((set) => {
        const next = new Set(set);
        next.delete(latestAi.id);
        return next;
      });
      return;
    }
    setTranslating(true);
    try {
      const { translation } = await chatApi.translate(latestAi.id);
      setMessages((list) => list.map((m) => (m.id === latestAi.id ? { ...m, translation } : m)));
      setTranslated((set) => new Set(set).add(latestAi.id));
    } catch {
      toast.error(t("chat.toast.translationFailed"), { description: t("chat.toast.translationFailedText") });
    } finally {
      setTranslating(false);
    }
  };

  const startOver = async () => {
    try {
      const fresh = await chatApi.restart(conversation.courseId, conversation.scenarioId, conversation.characterId);
      setConversation(fresh);
      setMessages(fresh.messages);
      isNewConversation.current = true;
      setOpeningShown(false);
    } catch (error) {
      toast.error(t("chat.toast.restartFailed"), { description: (error as Error).message });
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 lg:grid-cols-[16rem_minmax(0,1fr)_18rem]">
      <PageTitle title={`${character.name} · ${detail.scenario.title}`} />
      <aside className="grid content-start gap-4 rounded-xl border bg-card p-4" aria-label={t("chat.lesson.label")}>
        <Link
          to={`/course/${detail.course.id}/scenario/${detail.scenario.id}/characters`}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t("chat.lesson.backToCharacters")}
        </Link>
        <div className="flex items-center gap-3">
          <img src={character.avatar} alt="" className="size-14 rounded-full bg-muted" />
          <div>
            <h1 className="font-semibold">{character.name}</h1>
            <p className="text-sm text-muted-foreground">{t("chat.lesson.tutorRole")}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t("chat.lesson.beginner")}</Badge>
          {conversation.tutor === "offline" && <Badge variant="outline">{t("chat.lesson.offlineTutor")}</Badge>}
        </div>
        <div className="grid gap-1.5 text-sm">
          <p className="font-medium">{detail.scenario.title}</p>
          <p className="text-muted-foreground">{detail.course.title}</p>
          <Progress value={progress} label={t("chat.lesson.progress")} />
          <p className="text-xs text-muted-foreground">
            {t("chat.lesson.progressText", { progress: Math.round(progress) / 100 })}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-muted/60 p-2">
            <dt className="text-xs text-muted-foreground">{t("chat.lesson.messages")}</dt>
            <dd className="font-semibold" data-testid="message-count">
              {userCount}
            </dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-2">
            <dt className="text-xs text-muted-foreground">{t("chat.lesson.focusTime")}</dt>
            <dd className="font-semibold" data-testid="focus-timer">
              {formatTimer(t, seconds)}
            </dd>
          </div>
        </dl>
        <Button variant="ghost" size="sm" onClick={startOver} className="justify-start">
          <RotateCcw /> {t("chat.lesson.newConversation")}
        </Button>
      </aside>

      <section
        className="flex min-h-[60dvh] flex-col rounded-xl border bg-card"
        aria-label={t("chat.conversation.label")}
      >
        <ol className="flex flex-1 flex-col gap-4 overflow-y-auto p-4" aria-live="polite">
          {visible.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              showTranslation={translated.has(m.id)}
              onWordClick={onWordClick}
              onListen={listen}
              onSaveNote={() =>
                void saveNote(t, detail.scenario.title, m, translated.has(m.id), { courseId, scenarioId })
              }
            />
          ))}
          {(!openingShown || (thinking && !streamed)) && <TypingIndicator name={character.name} />}
          {thinking && streamed && (
            <li className="max-w-[85%] rounded-2xl rounded-bl-md bg-muted px-4 py-2.5" data-testid="streaming">
              {streamed}
            </li>
          )}
          <li ref={listEnd} aria-hidden="true" />
        </ol>
        <form
          className="border-t p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void sendMessage();
          }}
        >
          {hintNote && <p className="mb-2 text-xs text-primary">{t("chat.composer.hintGenerated")}</p>}
          <div className="flex items-end gap-2">
            <textarea
              aria-label={t("chat.composer.label")}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setHintNote(false);
              }}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={2000}
              placeholder={t("chat.composer.placeholder", { language: detail.course.language })}
              className="min-h-12 flex-1 resize-none rounded-md border border-input bg-transparent px-3 py-2 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
            />
            <Button
              type="submit"
              size="icon"
              aria-label={t("chat.composer.send")}
              disabled={thinking || !draft.trim() || !openingShown}
            >
              <Send />
            </Button>
          </div>
        </form>
      </section>

      <aside className="grid content-start gap-4" aria-label={t("chat.studio.title")}>
        <h2 className="flex items-center gap-2 font-semibold">
          <BookOpen className="size-4" aria-hidden="true" /> {t("chat.studio.title")}
        </h2>
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
                  <span>
                    <span className="font-medium">{w.word}</span>{" "}
                    <span className="text-muted-foreground">{w.meaning}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("chat.studio.saveWord", { word: w.word })}
                    onClick={() => void saveWord(t, w, detail.course.language, latestAi.content)}
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
            <Button ref={callButton} variant="outline" onClick={() => setCalling(true)} disabled={calling}>
              <Phone /> {t("chat.studio.callTutor")}
            </Button>
            <Button variant="outline" onClick={translateLast} disabled={!latestAi || translating || !openingShown}>
              <Languages /> {t("chat.studio.translateLast")}
            </Button>
            <Button variant="outline" onClick={getHint} disabled={hinting || thinking || !openingShown}>
              {hinting ? <Sparkles /> : <Lightbulb />}{" "}
              {hinting ? t("chat.studio.preparingHint") : t("chat.studio.getHint")}
            </Button>
          </div>
        </CollapsibleSection>
      </aside>

      {wordPick && (
        <WordPopup
          key={wordPick.word}
          pick={wordPick}
          courseId={detail.course.id}
          from={detail.course.language}
          to={detail.course.nativeLanguage}
          onClose={closePopup}
          onListen={listen}
        />
      )}

      {calling && (
        <Suspense fallback={null}>
          <VoiceCall
            conversationId={conversation.id}
            tutor={character}
            language={detail.course.language}
            greeting={latestAi?.content}
            onMessages={(added) =>
              setMessages((list) => [...list, ...added.filter((m) => !list.some((l) => l.id === m.id))])
            }
            onClose={() => setCalling(false)}
          />
        </Suspense>
      )}

      <Dialog open={completeOpen} onOpenChange={setCompleteOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("chat.complete.title")}</DialogTitle>
            <DialogDescription>
              {t("chat.complete.text", { count: LESSON_MESSAGES, title: detail.scenario.title })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => navigate(`/course/${detail.course.id}/scenario/${detail.scenario.id}/characters`)}
            >
              {t("chat.complete.tryAnother")}
            </Button>
            <Button onClick={() => setCompleteOpen(false)}>
              {t("chat.complete.continue", { name: character.name })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
