import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  avatarUrlProblem,
  focusTimeSchema,
  type ProfilePatch,
  profilePatchSchema,
  updateUserRequestSchema,
} from "../../../shared/schemas/profile";
import { requireUser } from "../../auth/session";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { recordActivity } from "../activity";
import { addFocusTime, readProfile, UsernameTakenError, updateProfile } from "./data";

const profileSchema = z
  .object({
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    totalFocusTime: z.number(),
  })
  .openapi("Profile");
const ok = (description: string) => ({ content: { "application/json": { schema: profileSchema } }, description });

const getRoute = createRoute({
  method: "get",
  path: "/profile",
  tags: ["profile"],
  summary: "The signed-in user's profile",
  middleware: [requireUser] as const,
  responses: { 200: ok("Profile"), 401: errorResponse("Not signed in") },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/profile",
  tags: ["profile"],
  summary: "Change name, username or avatar (the e-mail cannot be changed)",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: profilePatchSchema } }, required: true } },
  responses: {
    200: ok("The profile after the change"),
    400: errorResponse("Invalid value"),
    401: errorResponse("Not signed in"),
    409: errorResponse("Username taken"),
  },
});

/**
 * better-auth's `update-user` endpoint, answered here so that it keeps the profile's rules and store (one name, one
 * avatar: the profile's, mirrored into the account) instead of writing the account's name and image unchecked.
 */
const updateUserRoute = createRoute({
  method: "post",
  path: "/auth/update-user",
  tags: ["profile"],
  summary: "Change the name or avatar (better-auth's endpoint, with the profile's rules)",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: updateUserRequestSchema } }, required: true } },
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ status: z.boolean() }) } },
      description: "Changed",
    },
    400: errorResponse("Invalid value"),
    401: errorResponse("Not signed in"),
  },
});

const focusRoute = createRoute({
  method: "post",
  path: "/profile/focus-time",
  tags: ["profile"],
  summary: "Add the seconds of a chat session to the total focus time",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: focusTimeSchema } }, required: true } },
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ totalFocusTime: z.number() }) } },
      description: "New total",
    },
    400: errorResponse("Invalid seconds"),
    401: errorResponse("Not signed in"),
  },
});

const missing = () => new ApiError(404, "NOT_FOUND", "Failed to load profile data");

export const profileRoutes = createRouter()
  .openapi(focusRoute, async (c) => {
    const { database } = c.get("services");
    const userId = c.get("user").id;
    const { seconds, courseId, scenarioId } = c.req.valid("json");
    const total = await database.db.transaction(async (tx) => {
      await recordActivity(tx, userId, { kind: "study_session", seconds, courseId, scenarioId });
      return addFocusTime(tx, userId, seconds);
    });
    return c.json({ totalFocusTime: total }, 200);
  })
  .openapi(getRoute, async (c) => {
    const { database } = c.get("services");
    const profile = await readProfile(database.db, c.get("user").id);
    if (!profile) throw missing();
    return c.json(profile, 200);
  })
  .openapi(patchRoute, async (c) => {
    const profile = await changeProfile(c, c.req.valid("json"));
    if (!profile) throw missing();
    return c.json(profile, 200);
  })
  .openapi(updateUserRoute, async (c) => {
    const { name, image } = c.req.valid("json");
    await changeProfile(c, { fullName: name, avatarUrl: image });
    return c.json({ status: true }, 200);
  });

/** A change of the profile, checked and stored, mirrored into the account; the profile after it. */
async function changeProfile(c: Context<AppEnv>, patch: ProfilePatch) {
  const { database, env, sessions } = c.get("services");
  if (patch.avatarUrl) {
    const problem = avatarUrlProblem(patch.avatarUrl, env.appUrl);
    if (problem) throw new ApiError(400, "INVALID_AVATAR", problem);
  }
  try {
    const profile = await updateProfile(database.db, c.get("user").id, patch);
    // Name and avatar are mirrored into the account, which the session's user carries: read it afresh.
    sessions.forgetUser(c.get("user").id);
    return profile;
  } catch (error) {
    if (error instanceof UsernameTakenError)
      throw new ApiError(409, "USERNAME_TAKEN", "This username is already taken");
    throw error;
  }
}
