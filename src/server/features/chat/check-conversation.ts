import type { z } from "zod";
import type { sendMessageSchema } from "../../../shared/schemas/chat";
import type { Services } from "../../http/context";
import type { TutorScene } from "../../tutor/engine";
import { tutorContext } from "./data";
import { notFound } from "./failures";
import { sceneOf } from "./scene";

export type SendMessage = z.infer<typeof sendMessageSchema>;

/** A learner's message on its way to the tutor: their conversation, its scene, and what the tutor is told. */
export type Turn = NonNullable<Awaited<ReturnType<typeof tutorContext>>> & {
  userId: string;
  scene: TutorScene;
  message: SendMessage;
};

/** The message may go to the tutor: the conversation is the learner's and active, and its scene exists (else 404). */
export async function checkConversation(
  services: Services,
  userId: string,
  conversationId: string,
  message: SendMessage,
): Promise<Turn> {
  const context = await tutorContext(services.database.db, userId, conversationId, message.clientId);
  if (!context || context.conversation.archivedAt) throw notFound();
  const scene = await sceneOf(services, userId, context.conversation);
  if (!scene) throw notFound();
  return { ...context, userId, scene, message };
}
