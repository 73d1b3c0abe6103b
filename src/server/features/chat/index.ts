// The chat feature's public parts, used by other features (a voice call reads and adds to a conversation).
export { countUserMessages, findConversation, learnerLevel, recentHistory, toChatMessage } from "./data";
export { recordLessonProgress } from "./lesson";
export { countTutorCall, TOO_MANY_TUTOR_CALLS } from "./tutor-rate-limit";
