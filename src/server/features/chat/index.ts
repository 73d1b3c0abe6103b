// The chat feature's public parts, used by other features (a voice call reads and adds to a conversation).
export {
  countUserMessages,
  findConversation,
  findMessage,
  storeCallLines,
  toChatMessage,
  tutorContext,
} from "./data";
export { orFail } from "./failures";
export { recordLessonProgress } from "./lesson";
export { chatRoutes } from "./routes";
export { sceneOf } from "./scene";
export { countTutorCall, TOO_MANY_TUTOR_CALLS } from "./tutor-rate-limit";
