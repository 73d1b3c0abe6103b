import { LESSON_MESSAGES } from "../../../shared/schemas/chat";
import type { Db } from "../../db/client";
import type { TutorEngine } from "../../tutor/engine";
import { type ConversationRow, listMessages, toChatMessage } from "./data";

/** A conversation as the chat page shows it: its messages, the tutor's kind and voice, and the lesson's progress. */
export async function conversationView(db: Db, tutor: TutorEngine, row: ConversationRow) {
  const list = (await listMessages(db, row.id)).map(toChatMessage);
  const userMessageCount = list.filter((m) => m.sender === "user").length;
  return {
    id: row.id,
    courseId: row.courseId,
    scenarioId: row.scenarioId,
    characterId: row.characterId,
    tutor: tutor.kind,
    speech: tutor.speech ? "server" : "browser",
    messages: list,
    userMessageCount,
    lessonProgress: Math.min(100, (userMessageCount / LESSON_MESSAGES) * 100),
  };
}
