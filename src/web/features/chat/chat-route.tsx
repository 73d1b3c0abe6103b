import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { BookOpen, History, Send } from "lucide-react";
import { type KeyboardEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { toast } from "sonner";
import type { ChatMessage, Conversation } from "../../../shared/schemas/chat";
import { LESSON_MESSAGES } from "../../../shared/schemas/chat-values";
import type { ScenarioDetail } from "../../../shared/schemas/course";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Sheet, SheetContent, SheetTitle } from "../../components/ui/sheet";
import { ApiError, api, namesNothing } from "../../lib/api";
import { requireSession } from "../auth/session";
import { unseenAchievementsQuery } from "../progress";
import { useSoundEffects } from "../sounds";
import { stopSpeaking, useSpeech } from "../speech";
import { VoiceCall } from "../voice";
import { chatApi } from "./api";
import { ChatHeader, type ChatSheet } from "./chat-header";
import { useT } from "./i18n";
import { LessonPanel, type LessonState } from "./lesson-panel";
import { MessageBubble, type OnWordClick, TypingIndicator } from "./message-bubble";
import { saveNote } from "./save-actions";
import { StudioPanel, type StudioState } from "./studio-panel";
import { type WordPick, WordPopup } from "./word-popup";

/** Spec timings (learning-experience §4, §9). */
const OPENING_DELAY_MS = 2000;
const COMPLETE_DIALOG_DELAY_MS = 1500;
/** How many messages of a conversation's history are shown at first, and added by 'Show earlier messages'. */
const HISTORY_SHOWN = 20;

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
    if (namesNothing(error)) return data({ state: "missing" } satisfies Loaded, { status: 404 });
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
  const [wordPick, setWordPick] = useState<WordPick>();
  /** The seconds spent on this page (the focus timer). */
  const secondsRef = useRef(0);
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
  const { courseId, scenarioId } = initial;
  const saveAsNote = useCallback(
    (message: ChatMessage) =>
      void saveNote(t, detail.scenario.title, message, translated.has(message.id), { courseId, scenarioId }),
    [t, detail.scenario.title, translated, courseId, scenarioId],
  );
  const list = useRef<HTMLOListElement>(null);
  // The lesson and studio sheets (phones); on wide screens the same panels are columns.
  const [sheet, setSheet] = useState<ChatSheet>();
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
  // A long conversation opens on its latest messages (less to lay out and hydrate on a phone); the earlier ones come
  // on 'Show earlier messages'. Messages of this visit are always shown.
  const [hiddenBefore, setHiddenBefore] = useState(() => Math.max(0, initial.messages.length - HISTORY_SHOWN));
  const visible = (openingShown ? messages : messages.slice(1)).slice(hiddenBefore);

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
    // Counted in a ref: the chat does not re-render each second (only the timer shown in the lesson panel does).
    const timer = setInterval(() => {
      secondsRef.current += 1;
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  // On leaving (another page, or closing the tab) the session's seconds go to the profile's focus time.
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

  // The newest message comes into view inside the list (never by scrolling the page, which would move the box).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the list grows or text streams in
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, streamed, openingShown, thinking]);

  const sendMessage = async () => {
    const content = draft.trim();
    if (!content || thinking || !openingShown) return;
    // Without a connection the message is not sent, and stays in the box until it can be.
    if (!navigator.onLine) {
      toast.error(t("chat.offlineKept"));
      return;
    }
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
      // A rate limit says how to go on; the browser gone offline says so; anything else gets the spec's message.
      toast.error(
        error instanceof ApiError && error.status === 429
          ? error.message
          : !navigator.onLine
            ? t("chat.offlineKept")
            : t("chat.toast.replyFailed"),
      );
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
      setHiddenBefore(0);
      isNewConversation.current = true;
      setOpeningShown(false);
    } catch (error) {
      toast.error(t("chat.toast.restartFailed"), { description: (error as Error).message });
    }
  };

  const lesson: LessonState = {
    detail,
    character,
    offlineTutor: conversation.tutor === "offline",
    progress,
    userCount,
    seconds: secondsRef,
    onStartOver: () => {
      setSheet(undefined);
      void startOver();
    },
  };
  const studio: StudioState = {
    latestAi,
    language: detail.course.language,
    ready: openingShown,
    calling,
    translating,
    hinting,
    thinking,
    // On a phone the sheet closes first, so that the call, the translation or the hint is seen.
    onCall: () => {
      setSheet(undefined);
      setCalling(true);
    },
    onTranslate: () => {
      setSheet(undefined);
      void translateLast();
    },
    onHint: () => {
      setSheet(undefined);
      void getHint();
    },
  };

  return (
    // Wide screens: three columns as tall as the window, each scrolling inside, the message box always at the
    // bottom. Phones: a compact header over the conversation, which fills the screen (dynamic viewport units follow
    // the browser's bars and, with the viewport's interactive-widget, the on-screen keyboard); the lesson and the
    // studio open as sheets. CSS alone picks the layout, so the server's HTML is right at every width and hydration
    // changes nothing.
    <div className="mx-auto flex h-[calc(100dvh-6.75rem)] min-h-[18rem] max-w-7xl flex-col gap-3 px-3 lg:grid lg:h-[calc(100dvh-7rem)] lg:grid-cols-[16rem_minmax(0,1fr)_18rem] lg:gap-4 lg:px-4">
      <PageTitle title={`${character.name} · ${detail.scenario.title}`} />
      <aside
        className="hidden min-h-0 overflow-y-auto rounded-xl border bg-card p-4 lg:block"
        aria-label={t("chat.lesson.label")}
      >
        <LessonPanel {...lesson} />
      </aside>
      <ChatHeader detail={detail} character={character} progress={progress} onOpen={setSheet} />

      <section
        className="flex min-h-0 flex-1 flex-col rounded-xl border bg-card"
        aria-label={t("chat.conversation.label")}
      >
        <ol
          ref={list}
          className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain p-4"
          aria-live="polite"
        >
          {hiddenBefore > 0 && (
            <li className="flex justify-center">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setHiddenBefore((hidden) => Math.max(0, hidden - HISTORY_SHOWN))}
              >
                <History /> {t("chat.conversation.earlier", { count: hiddenBefore })}
              </Button>
            </li>
          )}
          {visible.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              showTranslation={translated.has(m.id)}
              onWordClick={onWordClick}
              onListen={listen}
              onSaveNote={saveAsNote}
            />
          ))}
          {(!openingShown || (thinking && !streamed)) && <TypingIndicator name={character.name} />}
          {thinking && streamed && (
            <li className="max-w-[85%] rounded-2xl rounded-bl-md bg-muted px-4 py-2.5" data-testid="streaming">
              {streamed}
            </li>
          )}
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
              size="icon-lg"
              aria-label={t("chat.composer.send")}
              disabled={thinking || !draft.trim() || !openingShown}
            >
              <Send />
            </Button>
          </div>
        </form>
      </section>

      <aside className="hidden min-h-0 overflow-y-auto lg:block" aria-label={t("chat.studio.title")}>
        <h2 className="mb-4 flex items-center gap-2 font-semibold">
          <BookOpen className="size-4" aria-hidden="true" /> {t("chat.studio.title")}
        </h2>
        <StudioPanel {...studio} callButton={callButton} />
      </aside>
      {/* Phones: the same panels as sheets (their content exists only while open). */}
      <Sheet open={sheet === "lesson"} onOpenChange={(open) => setSheet(open ? "lesson" : undefined)}>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle>{t("chat.lesson.label")}</SheetTitle>
          <LessonPanel {...lesson} inSheet />
        </SheetContent>
      </Sheet>
      <Sheet open={sheet === "studio"} onOpenChange={(open) => setSheet(open ? "studio" : undefined)}>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle>{t("chat.studio.title")}</SheetTitle>
          <StudioPanel {...studio} />
        </SheetContent>
      </Sheet>

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
