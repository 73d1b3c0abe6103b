import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/router";

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

export const accountRoutes = createRouter().openapi(resetLinkRoute, async (c) => {
  const { auth } = c.get("services");
  const context = await auth.$context;
  // The same lookup better-auth does when the password is finally reset.
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${c.req.valid("query").token}`);
  return c.json({ valid: Boolean(found && found.expiresAt > new Date()) }, 200);
});
