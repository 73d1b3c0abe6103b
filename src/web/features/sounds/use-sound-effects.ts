import { useCallback } from "react";
import { useSettings } from "../settings";
import { playEffect, type SoundEffect } from "./effects";

/** Plays an effect when the learner has 'Sound effects' on (the default); silence when off. */
export function useSoundEffects(): (effect: SoundEffect) => void {
  const on = useSettings().settings.soundEffects;
  return useCallback((effect) => on && playEffect(effect), [on]);
}
