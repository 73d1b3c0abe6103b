// The chat feature's public parts, used by other features (a voice call reads and adds to a conversation).
export { countUserMessages, findConversation, findMessage, toChatMessage, tutorContext } from "./data";
export { recordLessonProgress } from "./lesson";
export { countTutorCall, TOO_MANY_TUTOR_CALLS } from "./tutor-rate-limit";
