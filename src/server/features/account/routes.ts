import { createRoute, z } from "@hono/zod-openapi";
import { deleteAccountSchema } from "../../../shared/schemas/auth";
import { secureCookies, sessionCookieName } from "../../auth/auth";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { deleteUser, exportUserData, vocabularyCsv } from "./data";

const resetLinkRoute = createRoute({
  method: "get",
  path: "/account/reset-link",
  tags: ["account"],
  summary: "Whether a password-reset link is still valid (the reset page asks before showing its form)",
  request: { query: z.object({ token: z.string().min(1, "Required").max(200) }) },
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ valid: z.boolean() }).openapi("ResetLinkStatus") } },
      description: "Validity of the link",
    },
  },
});

const exportRoute = signedInRoute({
  method: "get",
  path: "/account/export",
  tags: ["account"],
  summary: "Download My Data: everything stored about the signed-in user, as a JSON file",
  responses: {
    200: { content: { "application/json": { schema: z.record(z.string(), z.unknown()) } }, description: "The export" },
  },
});

const vocabularyCsvRoute = signedInRoute({
  method: "get",
  path: "/account/export/vocabulary.csv",
  tags: ["account"],
  summary: "The saved words as CSV for Anki: word, meaning, language",
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "CSV with a header row" },
  },
});

const deleteRoute = signedInRoute({
  method: "delete",
  path: "/account",
  tags: ["account"],
  summary: "Delete the account and everything it owns; the body repeats the e-mail as confirmation",
  request: { body: { content: { "application/json": { schema: deleteAccountSchema } }, required: true } },
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
      description: "Deleted",
    },
    400: errorResponse("The confirmation does not match"),
  },
});

export const accountRoutes = createRouter()
  .openapi(exportRoute, async (c) => {
    const { database } = c.get("services");
    const data = await exportUserData(database.db, c.get("user").id);
    c.header("Content-Disposition", `attachment; filename="parley-data-${new Date().toISOString().slice(0, 10)}.json"`);
    return c.json(data, 200);
  })
  .openapi(vocabularyCsvRoute, async (c) => {
    const { database } = c.get("services");
    const csv = await vocabularyCsv(database.db, c.get("user").id);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="parley-vocabulary-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  })
  .openapi(deleteRoute, async (c) => {
    const { database, sessions, env, mailer } = c.get("services");
    const current = c.get("user");
    if (c.req.valid("json").email.toLowerCase() !== current.email.toLowerCase()) {
      throw new ApiError(400, "CONFIRMATION_MISMATCH", "The e-mail address you typed does not match your account.");
    }
    await deleteUser(database.db, current.id, current.email);
    sessions.forgetUser(current.id);
    // The local outbox's mails to the learner (their links, their name) leave with the account.
    mailer.forget?.(current.email);
    // The session rows went with the user; clear the browser's cookie too (by the name better-auth gave it).
    const secure = secureCookies(env.appUrl) ? "; Secure" : "";
    c.header("Set-Cookie", `${sessionCookieName(env.appUrl)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    return c.json({ deleted: true as const }, 200);
  })
  .openapi(resetLinkRoute, async (c) => {
    const { auth } = c.get("services");
    const context = await auth.$context;
    // The same lookup better-auth does when the password is finally reset.
    const found = await context.internalAdapter.findVerificationValue(`reset-password:${c.req.valid("query").token}`);
    return c.json({ valid: Boolean(found && found.expiresAt > new Date()) }, 200);
  });
