import { z } from "@hono/zod-openapi";
import {
  avatarUrlProblem,
  type ProfilePatch,
  profilePatchSchema,
  updateUserRequestSchema,
} from "../../../shared/schemas/profile";
import type { SignedInContext } from "../../http/context";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { readProfile, UsernameTakenError, updateProfile } from "./data";

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

const getRoute = signedInRoute({
  method: "get",
  path: "/profile",
  tags: ["profile"],
  summary: "The signed-in user's profile",
  responses: { 200: ok("Profile") },
});

const patchRoute = signedInRoute({
  method: "patch",
  path: "/profile",
  tags: ["profile"],
  summary: "Change name, username or avatar (the e-mail cannot be changed)",
  request: { body: { content: { "application/json": { schema: profilePatchSchema } }, required: true } },
  responses: {
    200: ok("The profile after the change"),
    400: errorResponse("Invalid value"),
    409: errorResponse("Username taken"),
  },
});

/**
 * better-auth's `update-user` endpoint, answered here so that it keeps the profile's rules and store (one name, one
 * avatar: the profile's, mirrored into the account) instead of writing the account's name and image unchecked.
 */
const updateUserRoute = signedInRoute({
  method: "post",
  path: "/auth/update-user",
  tags: ["profile"],
  summary: "Change the name or avatar (better-auth's endpoint, with the profile's rules)",
  request: { body: { content: { "application/json": { schema: updateUserRequestSchema } }, required: true } },
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ status: z.boolean() }) } },
      description: "Changed",
    },
    400: errorResponse("Invalid value"),
  },
});

const missing = () => new ApiError(404, "NOT_FOUND", "Failed to load profile data");

export const profileRoutes = createRouter()
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
async function changeProfile(c: SignedInContext, patch: ProfilePatch) {
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
