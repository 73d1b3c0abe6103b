import { z } from "zod";
import { fullNameSchema } from "./auth";

/** Profile fields (accounts §2 Profile, §5). */

export const USERNAME_RULE = /^[A-Za-z0-9_-]{3,30}$/;
export const usernameSchema = z
  .string()
  .max(100, { message: "Username must be 3 to 30 letters, digits, _ or -", abort: true })
  .trim()
  .refine((v) => v === "" || USERNAME_RULE.test(v), "Username must be 3 to 30 letters, digits, _ or -");

/** Data URLs a user may upload as an avatar: raster images up to 64 KB (no SVG, which could carry script). */
export const AVATAR_DATA_URL_MAX = 64 * 1024;
export const AVATAR_MESSAGES = {
  notAllowed: "Avatar URL must be from allowed domains (this app's avatars or an uploaded image)",
  invalidFormat: "Invalid avatar URL format",
  notFromAllowedDomains: "Avatar URL not from allowed domains",
  loadTimeout: "Avatar load timeout",
  loadFailed: "Avatar failed to load",
  tooLarge: "Avatar image must be at most 64 KB",
} as const;

/**
 * The avatar URL rule (accounts §5, narrowed): this app's own avatars (a path under /avatars/ or that URL on
 * `appOrigin`) or a data: image URL of at most 64 KB. Returns the problem, or undefined when the URL is allowed.
 */
export function avatarUrlProblem(url: string, appOrigin: string): string | undefined {
  if (url.startsWith("data:")) {
    if (!/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/.test(url))
      return AVATAR_MESSAGES.invalidFormat;
    return url.length > AVATAR_DATA_URL_MAX ? AVATAR_MESSAGES.tooLarge : undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(url, appOrigin);
  } catch {
    return AVATAR_MESSAGES.invalidFormat;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return AVATAR_MESSAGES.invalidFormat;
  if (parsed.origin !== new URL(appOrigin).origin) return AVATAR_MESSAGES.notFromAllowedDomains;
  if (!parsed.pathname.startsWith("/avatars/")) return AVATAR_MESSAGES.notAllowed;
  return undefined;
}

const avatarUrlSchema = z
  .string()
  .max(AVATAR_DATA_URL_MAX + 100, { message: AVATAR_MESSAGES.tooLarge, abort: true })
  .nullable();

export const profilePatchSchema = z
  .object({
    fullName: fullNameSchema,
    /** Empty means no username (stored as null). */
    username: usernameSchema,
    avatarUrl: avatarUrlSchema,
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/**
 * better-auth's own "update user" body ({ name, image }), held to the profile's rules: the name is the profile's full
 * name, the image its avatar. Nothing else of the account can be changed there.
 */
export const updateUserRequestSchema = z.object({ name: fullNameSchema, image: avatarUrlSchema }).partial().strict();

export interface Profile {
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string | null;
  avatarUrl: string | null;
  totalFocusTime: number;
}

/** full_name: first name is the first word, last name the rest (accounts §3). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

export interface AvatarOption {
  id: string;
  url: string;
  category: AvatarCategory;
  description: string;
  alt: string;
}
export const AVATAR_CATEGORIES = ["human", "robot", "animal", "pixel", "abstract", "fun", "experimental"] as const;
export type AvatarCategory = (typeof AVATAR_CATEGORIES)[number];
