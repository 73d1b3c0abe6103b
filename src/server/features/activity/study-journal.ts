import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { STUDY_COOKIE_PREFIX, studySessionParamsSchema, studySessionSchema } from "../../../shared/schemas/study";
import { sessionUser } from "../../auth/session";
import type { AppEnv } from "../../http/context";
import { saveStudySession } from "./data";

/**
 * A page loaded while a study session counts (a full load of Progress right after a chat) is requested before the
 * session's page is left, so before its last save can be sent. The session's count therefore also rides on every
 * request in a cookie: a page's render applies it first (the same idempotent save as the API's), so the page
 * includes the time just spent. Returns the cookies to clear; a cookie that is not a session's count is cleared too.
 */
export async function applyStudyJournal(c: Context<AppEnv>): Promise<string[]> {
  if (!c.req.header("cookie")?.includes(STUDY_COOKIE_PREFIX)) return [];
  const userId = (await sessionUser(c))?.id;
  const cleared: string[] = [];
  for (const [name, value] of Object.entries(getCookie(c))) {
    if (!name.startsWith(STUDY_COOKIE_PREFIX)) continue;
    cleared.push(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    if (!userId) continue;
    const id = studySessionParamsSchema.safeParse({ id: name.slice(STUDY_COOKIE_PREFIX.length) });
    const fields = Object.fromEntries(new URLSearchParams(value));
    const save = studySessionSchema.safeParse({ ...fields, seconds: Number(fields.seconds) });
    if (id.success && save.success)
      await saveStudySession(c.get("services").database.db, userId, id.data.id, save.data);
  }
  return cleared;
}
