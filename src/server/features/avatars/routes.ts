import * as collection from "@dicebear/collection";
import { createAvatar, type Style } from "@dicebear/core";
import { createRoute, z } from "@hono/zod-openapi";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { createRouter } from "../../http/router";
import { AVATAR_PRESETS } from "./presets";

const styles = collection as unknown as Record<string, Style<object>>;
const camel = (style: string) => style.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** SVGs are rendered once and kept: 28 presets plus one per character, a few KB each. */
const rendered = new Map<string, string>();
export function renderAvatar(style: string, seed: string): string {
  const key = `${style}:${seed}`;
  let svg = rendered.get(key);
  if (!svg) {
    svg = createAvatar(styles[camel(style)]!, { seed, size: 128 }).toString();
    rendered.set(key, svg);
  }
  return svg;
}

const listRoute = createRoute({
  method: "get",
  path: "/avatars",
  tags: ["avatars"],
  summary: "The avatar presets",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({
            avatars: z.array(
              z.object({
                id: z.string(),
                url: z.string(),
                category: z.string(),
                description: z.string(),
                alt: z.string(),
              }),
            ),
          }),
        },
      },
      description: "28 presets in seven categories",
    },
  },
});

export const avatarApiRoutes = createRouter().openapi(listRoute, (c) =>
  c.json(
    {
      avatars: AVATAR_PRESETS.map(({ id, url, category, description, alt }) => ({
        id,
        url,
        category,
        description,
        alt,
      })),
    },
    200,
  ),
);

/** Friendly portrait styles for tutors; each character gets one by a hash of its id, so it never changes. */
const CHARACTER_STYLES = ["notionists", "lorelei", "personas", "avataaars", "micah", "adventurer"];

function styleFor(characterId: string): string {
  let hash = 0;
  for (const ch of characterId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return CHARACTER_STYLES[hash % CHARACTER_STYLES.length]!;
}

function svg(c: Context, body: string) {
  c.header("Content-Type", "image/svg+xml");
  c.header("Cache-Control", "public, max-age=86400");
  return c.body(body);
}

/** /avatars/presets/<id>.svg and /avatars/characters/<id>.svg: the images themselves (same origin, no third party). */
export const avatarImageRoutes = new Hono<AppEnv>()
  .get("/presets/:file", (c) => {
    const id = c.req.param("file").replace(/\.svg$/, "");
    const preset = AVATAR_PRESETS.find((p) => p.id === id);
    if (!preset) return c.text("No such avatar", 404);
    return svg(c, renderAvatar(preset.style, preset.seed));
  })
  .get("/characters/:file", (c) => {
    const id = c.req.param("file").replace(/\.svg$/, "");
    if (!c.get("services").characterIds.has(id)) return c.text("No such character", 404);
    return svg(c, renderAvatar(styleFor(id), id));
  });
