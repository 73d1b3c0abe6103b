import type { QueryClient } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";
import { Suspense, useCallback, useState } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ownCourseLanguage } from "../../../shared/own-course";
import type { ChatMessage, Conversation } from "../../../shared/schemas/chat";
import type { ScenarioDetail } from "../../../shared/schemas/course";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "../../components/ui/sheet";
import { ApiError, api, namesNothing } from "../../lib/api";
import { useStudyTime } from "../../lib/study-time";
import { requireSession } from "../auth";
import { VoiceCall } from "../voice";
import { chatApi } from "./api";
import { ChatHeader } from "./chat-header";
import { Composer } from "./composer";
import { useT } from "./i18n";
import { LessonCompleteDialog } from "./lesson-complete-dialog";
import { LessonPanel } from "./lesson-panel";
import type { OnWordClick } from "./message-bubble";
import { MessageList } from "./message-list";
import { saveNote } from "./save-actions";
import { StudioPanel } from "./studio-panel";
import { useCallOverlay } from "./use-call-overlay";
import { useConversation } from "./use-conversation";
import { useSidePanels } from "./use-side-panels";
import { type WordPick, WordPopup } from "./word-popup";

export { chatAction as action } from "./chat-action";

type Loaded =
  | { state: "ready"; detail: ScenarioDetail; conversation: Conversation; clientId: string }
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
    // The id a message sent without the page's code goes with (sent twice, it is stored once).
    return { state: "ready", detail, conversation, clientId: crypto.randomUUID() } satisfies Loaded;
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
  return (
    <Chat key={data.conversation.id} detail={data.detail} initial={data.conversation} formClientId={data.clientId} />
  );
}

function Chat(props: { detail: ScenarioDetail; initial: Conversation; formClientId: string }) {
  const { detail, initial } = props;
  const t = useT();
  const character = detail.scenario.characters.find((c) => c.id === initial.characterId)!;
  const chat = useConversation(detail, initial);
  const { conversation, latestAi, translated } = chat;
  const [wordPick, setWordPick] = useState<WordPick>();
  // Focus time: counted while the chat is visible and the learner is there, saved as it goes (lib/study-time).
  const secondsRef = useStudyTime({ surface: "chat", courseId: initial.courseId, scenarioId: initial.scenarioId });
  const call = useCallOverlay();
  const onWordClick: OnWordClick = useCallback((word, anchor, context) => setWordPick({ word, anchor, context }), []);
  const closePopup = useCallback(() => setWordPick(undefined), []);
  const { courseId, scenarioId } = initial;
  const saveAsNote = useCallback(
    (message: ChatMessage) =>
      void saveNote(t, detail.scenario.title, message, translated.has(message.id), { courseId, scenarioId }),
    [t, detail.scenario.title, translated, courseId, scenarioId],
  );
  // The lesson and studio sheets (phones); on wide screens the same panels are columns.
  const { sheet, setSheet, lesson, studio } = useSidePanels({ detail, character, chat, call, seconds: secondsRef });

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
      <ChatHeader detail={detail} character={character} progress={chat.progress} onOpen={setSheet} />

      <section
        className="flex min-h-0 flex-1 flex-col rounded-xl border bg-card"
        aria-label={t("chat.conversation.label")}
      >
        <MessageList
          messages={chat.messages}
          hiddenBefore={chat.hiddenBefore}
          onShowEarlier={chat.showEarlier}
          tutorName={character.name}
          openingShown={chat.openingShown}
          enteredWith={chat.enteredWith}
          translated={translated}
          thinking={chat.thinking}
          streamed={chat.streamed}
          onWordClick={onWordClick}
          onListen={chat.listen}
          onSaveNote={saveAsNote}
          note={
            ownCourseLanguage(courseId) && conversation.tutor === "offline"
              ? t("chat.conversation.ownOffline")
              : undefined
          }
        />
        <Composer
          conversationId={conversation.id}
          formClientId={props.formClientId}
          language={detail.course.language}
          box={chat.box}
          busy={chat.thinking || !chat.openingShown}
          onSend={() => void chat.sendMessage()}
          onKeyDown={chat.onKeyDown}
        />
      </section>

      <aside className="hidden min-h-0 overflow-y-auto lg:block" aria-label={t("chat.studio.title")}>
        <h2 className="mb-4 flex items-center gap-2 font-semibold">
          <BookOpen className="size-4" aria-hidden="true" /> {t("chat.studio.title")}
        </h2>
        <StudioPanel {...studio} callButton={call.button} />
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
          onListen={chat.listen}
        />
      )}

      {call.open && (
        <Suspense fallback={null}>
          <VoiceCall
            conversationId={conversation.id}
            tutor={character}
            language={detail.course.language}
            greeting={latestAi?.content}
            onMessages={chat.addMessages}
            onClose={call.end}
          />
        </Suspense>
      )}

      <LessonCompleteDialog
        open={chat.completeOpen}
        onOpenChange={chat.setCompleteOpen}
        detail={detail}
        character={character}
      />
    </div>
  );
}
