/**
 * The voice call's timings and audio (learning-experience §4 Voice call, §7.2, §9): plain values without zod, so that
 * a page that validates nothing does not load it (the schemas module re-exports them).
 */

/** The ring tone repeats this often while calling, and stops after the limit (§4, §9). */
export const RING_INTERVAL_MS = 2500;
export const RING_LIMIT_MS = 30_000;
/** The 'Call Ended' screen closes after this long (§9). */
export const CALL_ENDED_CLOSE_MS = 2000;
/** The microphone the call asks for (§5). */
export const MICROPHONE_CONSTRAINTS = {
  sampleRate: 24000,
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;
/** The data channel's name and the first user text that makes the tutor speak first (§7.2). */
export const EVENTS_CHANNEL = "oai-events";
export const FIRST_USER_TEXT = "Hi";
