import type { Context } from "hono";
import { isLocale, visitorLocale } from "../../../shared/locale";
import { sessionUser } from "../../auth/session";
import type { AppEnv } from "../../http/context";
import type { PageStart } from "../../http/web";
import { readSettings } from "./data";

/**
 * The language a page is rendered in, known before its data is read (the course texts come in it too): a learner's
 * setting; for a visitor the footer's choice (a cookie), else the best match of the browser's languages, else English.
 * A learner's whole settings come with it: every signed-in page reads them (`/api/settings`), and the render is
 * answered from this one read instead of a second one of the same row.
 */
export async function pageLocale(c: Context<AppEnv>): Promise<PageStart> {
  const visitor = () => visitorLocale(c.req.raw.headers);
  try {
    const user = await sessionUser(c);
    if (!user) return { locale: visitor(), reads: {} };
    const settings = await readSettings(c.get("services").database.db, user.id);
    const language = settings.interfaceLanguage;
    return { locale: isLocale(language) ? language : visitor(), reads: { "/api/settings": settings } };
  } catch {
    // The database is away: the render meets it too, and shows its error page in the visitor's language.
    return { locale: visitor(), reads: {} };
  }
}
