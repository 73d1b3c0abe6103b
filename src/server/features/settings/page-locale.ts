import type { Context } from "hono";
import { isLocale, type Locale, visitorLocale } from "../../../shared/locale";
import { sessionUser } from "../../auth/session";
import type { AppEnv } from "../../http/context";
import { readInterfaceLanguage } from "./data";

/**
 * The language a page is rendered in, known before its data is read (the course texts come in it too): a learner's
 * setting; for a visitor the footer's choice (a cookie), else the best match of the browser's languages, else English.
 */
export async function pageLocale(c: Context<AppEnv>): Promise<Locale> {
  const visitor = () => visitorLocale(c.req.raw.headers);
  try {
    const user = await sessionUser(c);
    if (!user) return visitor();
    const language = await readInterfaceLanguage(c.get("services").database.db, user.id);
    return isLocale(language) ? language : visitor();
  } catch {
    // The database is away: the render meets it too, and shows its error page in the visitor's language.
    return visitor();
  }
}
