import type { AvatarCategory, AvatarOption } from "../../../shared/schemas/profile";

/** The 28 avatar presets (accounts §3): seven categories of four, each a DiceBear style and seed. */
const presets: [AvatarCategory, string, string, string][] = [
  ["human", "avataaars", "Felix", "Cartoon person with short hair"],
  ["human", "lorelei", "Aneka", "Line-art portrait"],
  ["human", "personas", "Milo", "Friendly flat-style person"],
  ["human", "notionists", "Zoe", "Sketchy notion-style portrait"],
  ["robot", "bottts", "Gizmo", "Colourful robot"],
  ["robot", "bottts", "Sprocket", "Robot with antenna"],
  ["robot", "bottts-neutral", "Chip", "Robot face"],
  ["robot", "bottts-neutral", "Bolt", "Smiling robot face"],
  ["animal", "big-ears", "Bunny", "Character with big ears"],
  ["animal", "big-ears-neutral", "Fox", "Big-eared face"],
  ["animal", "thumbs", "Panda", "Round thumb creature"],
  ["animal", "miniavs", "Kitty", "Tiny character"],
  ["pixel", "pixel-art", "Byte", "Pixel-art person"],
  ["pixel", "pixel-art", "Retro", "Retro game character"],
  ["pixel", "pixel-art-neutral", "Arcade", "Pixel-art face"],
  ["pixel", "pixel-art-neutral", "Sprite", "Eight-bit face"],
  ["abstract", "shapes", "Aurora", "Overlapping shapes"],
  ["abstract", "rings", "Orbit", "Concentric rings"],
  ["abstract", "identicon", "Mosaic", "Symmetric mosaic"],
  ["abstract", "glass", "Prism", "Frosted glass shapes"],
  ["fun", "fun-emoji", "Sunny", "Grinning emoji"],
  ["fun", "fun-emoji", "Giggles", "Laughing emoji"],
  ["fun", "big-smile", "Joy", "Person with a big smile"],
  ["fun", "croodles", "Doodle", "Hand-drawn doodle face"],
  ["experimental", "dylan", "Nova", "Bold illustrated face"],
  ["experimental", "micah", "Echo", "Minimal illustrated portrait"],
  ["experimental", "open-peeps", "Flux", "Hand-drawn person"],
  ["experimental", "adventurer", "Quest", "Adventurer character"],
];

export const AVATAR_PRESETS: (AvatarOption & { style: string; seed: string })[] = presets.map(
  ([category, style, seed, description]) => {
    const id = `${style}-${seed.toLowerCase()}`;
    return { id, style, seed, category, description, alt: `${description} avatar`, url: `/avatars/presets/${id}.svg` };
  },
);

/** The avatar a new profile shows until the learner picks one. */
export const DEFAULT_AVATAR_URL = AVATAR_PRESETS[0]!.url;
