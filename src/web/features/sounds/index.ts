/** Sound effects: the sounds feature's public entry. */
export { canPlaySounds, type SoundEffect } from "./effects";
export { useSoundEffects } from "./use-sound-effects";
