import { STORAGE_PREFIX } from "../../../shared/constants";
import type { WordTranslation } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { wordKey } from "../../../shared/words";

/** Word translations live in session storage for an hour (learning-experience §3, §5, §9). */
export const TRANSLATION_CACHE_MS = 3_600_000;

interface CacheEntry {
  translation: WordTranslation;
  timestamp: number;
  sourceLanguage: LanguageCode;
  targetLanguage: LanguageCode;
}

export class TranslationCache {
  constructor(
    private readonly storage: Storage | undefined = typeof sessionStorage === "undefined" ? undefined : sessionStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Lower-case and carries both languages, so "Kaffee" and "kaffee" share an entry but de→en and de→fr do not. */
  key(word: string, from: LanguageCode, to: LanguageCode): string {
    return `${STORAGE_PREFIX}translation:${from}:${to}:${wordKey(word)}`;
  }

  get(word: string, from: LanguageCode, to: LanguageCode): WordTranslation | undefined {
    const key = this.key(word, from, to);
    try {
      const raw = this.storage?.getItem(key);
      if (!raw) return undefined;
      const entry = JSON.parse(raw) as CacheEntry;
      if (typeof entry?.translation?.translation === "string" && this.now() - entry.timestamp < TRANSLATION_CACHE_MS) {
        return entry.translation;
      }
      this.storage?.removeItem(key);
    } catch {
      // Unreadable entries and unavailable storage just mean "not cached".
      this.storage?.removeItem(key);
    }
    return undefined;
  }

  set(word: string, from: LanguageCode, to: LanguageCode, translation: WordTranslation): void {
    const entry: CacheEntry = { translation, timestamp: this.now(), sourceLanguage: from, targetLanguage: to };
    try {
      this.storage?.setItem(this.key(word, from, to), JSON.stringify(entry));
    } catch {
      // A full or blocked storage only costs a repeated request.
    }
  }
}

export const translationCache = new TranslationCache();
