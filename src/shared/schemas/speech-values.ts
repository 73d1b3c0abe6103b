/**
 * Speech's languages: plain values without zod, so that a page that validates nothing does not load it (the schemas
 * module re-exports them).
 */

/** The BCP 47 tag a browser's speech synthesis and recognition use for each course language. */
export const SPEECH_LANGUAGE = { de: "de-DE", en: "en-US", fr: "fr-FR" } as const;
