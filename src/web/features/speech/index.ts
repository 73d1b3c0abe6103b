/** 'Listen' and auto-play: the speech feature's public entry (the chat and the voice call speak through it). */
export { ListenButton } from "./listen-button";
export { canSynthesize, type SpeakResult, speak, stopSpeaking } from "./speaker";
export { type SpeechSource, type Spoken, useSpeech } from "./use-speech";
