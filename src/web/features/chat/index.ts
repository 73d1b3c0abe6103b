/** The chat feature's public entry: a voice call sends what the learner says through the chat's tutor. */
export { chatApi } from "./api";
