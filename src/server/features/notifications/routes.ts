import { createRoute } from "@hono/zod-openapi";
import { UNSUBSCRIBE_INVALID, type Unsubscribed, unsubscribeQuerySchema } from "../../../shared/schemas/notifications";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { turnOffMail } from "./data";
import { ONE_CLICK_ROUTE } from "./links";
import { readUnsubscribeToken } from "./unsubscribe-token";

export { UNSUBSCRIBE_PATH } from "./links";

/**
 * One-click unsubscribe (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` to the link of the
 * `List-Unsubscribe` header; the /unsubscribe page posts to the same link. The signed token is the only credential,
 * so it works signed out, from any device; it turns one setting off and nothing else.
 */
const unsubscribeRoute = createRoute({
  method: "post",
  path: ONE_CLICK_ROUTE,
  tags: ["notifications"],
  summary: "Turn off the kind of mail a signed unsubscribe link names",
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: jsonResponse("{ kind }: which mail is now off"),
    400: errorResponse("The link is not valid"),
  },
});

export const notificationRoutes = createRouter().openapi(unsubscribeRoute, async (c) => {
  const { database, env } = c.get("services");
  const read = readUnsubscribeToken(env.authSecret, c.req.valid("query").token);
  if (!read) throw new ApiError(400, "UNSUBSCRIBE_INVALID", UNSUBSCRIBE_INVALID);
  // A learner deleted since the mail was sent has nothing left to turn off: the answer is the same.
  await turnOffMail(database.db, read.userId, read.kind);
  return c.json({ kind: read.kind } satisfies Unsubscribed, 200);
});
