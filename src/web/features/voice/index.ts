import { lazyWithTexts } from "../../lib/i18n";

/** The voice feature's public entry: the call overlay, loaded only when a call starts (it is not on the chat's path). */
export const VoiceCall = lazyWithTexts(() => import("./voice-call"));
export type { VoiceCallProps } from "./voice-call";
