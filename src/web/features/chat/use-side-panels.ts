import { type RefObject, useState } from "react";
import type { CharacterView, ScenarioDetail } from "../../../shared/schemas/course";
import type { ChatSheet } from "./chat-header";
import type { LessonState } from "./lesson-panel";
import type { StudioState } from "./studio-panel";
import type { useCallOverlay } from "./use-call-overlay";
import type { useConversation } from "./use-conversation";

/**
 * What the lesson and the studio show and do: columns on wide screens, sheets on phones (a sheet closes first when
 * one of its actions starts, so that the call, the translation or the hint is seen).
 */
export function useSidePanels(props: {
  detail: ScenarioDetail;
  character: CharacterView;
  chat: ReturnType<typeof useConversation>;
  call: ReturnType<typeof useCallOverlay>;
  seconds: RefObject<number>;
}) {
  const { detail, chat, call } = props;
  const [sheet, setSheet] = useState<ChatSheet>();
  const lesson: LessonState = {
    detail,
    character: props.character,
    offlineTutor: chat.conversation.tutor === "offline",
    progress: chat.progress,
    userCount: chat.userCount,
    seconds: props.seconds,
    onStartOver: () => {
      setSheet(undefined);
      void chat.startOver();
    },
  };
  const studio: StudioState = {
    latestAi: chat.latestAi,
    language: detail.course.language,
    ready: chat.openingShown,
    calling: call.open,
    translating: chat.translating,
    hinting: chat.box.hinting,
    thinking: chat.thinking,
    onCall: () => {
      setSheet(undefined);
      call.start();
    },
    onTranslate: () => {
      setSheet(undefined);
      void chat.translateLast();
    },
    onHint: () => {
      setSheet(undefined);
      void chat.box.getHint();
    },
  };
  return { sheet, setSheet, lesson, studio };
}
