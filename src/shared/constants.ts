/** Product constants shared by the server and the web (accounts §9 and learning-experience §9). */

export const BRAND = "Parley";
/** Prefix of every local-storage key (spec: keys carry the product's brand). */
export const STORAGE_PREFIX = "parley:";
export const THEME_STORAGE_KEY = `${STORAGE_PREFIX}theme`;

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "system";

/** Toasts: bottom-right, 4000 ms, at most 3 at once, 356 px wide. */
export const TOAST = { durationMs: 4000, visible: 3, widthPx: 356 } as const;
/** An error boundary's 'Try Again' clears the error after this delay. */
export const ERROR_RETRY_DELAY_MS = 100;

/** Each course language in its own words, for the language chooser. */
export const LANGUAGE_NATIVE_NAMES = { de: "Deutsch", en: "English", fr: "Français" } as const;
