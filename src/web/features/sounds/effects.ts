import { tone } from "../../lib/tone";

/**
 * The app's sound effects ('Sound effects' in Settings), made with Web Audio: short, quiet tones, no audio files.
 * One AudioContext for the page, made on the first effect (browsers allow sound only after a tap or click).
 */

export type SoundEffect = "sent" | "gotIt" | "needPractice" | "sessionDone" | "lessonComplete" | "achievement";

/** Each effect as notes: [frequency in Hz, start in s, length in s]. */
const NOTES: Record<SoundEffect, [number, number, number][]> = {
  // A soft rising blip.
  sent: [[880, 0, 0.08]],
  // Two notes up: right.
  gotIt: [
    [660, 0, 0.09],
    [990, 0.09, 0.12],
  ],
  // Two notes down, softer: again later.
  needPractice: [
    [440, 0, 0.1],
    [330, 0.1, 0.14],
  ],
  // A major triad, one note after the other.
  sessionDone: [
    [523, 0, 0.12],
    [659, 0.12, 0.12],
    [784, 0.24, 0.22],
  ],
  lessonComplete: [
    [523, 0, 0.12],
    [659, 0.12, 0.12],
    [784, 0.24, 0.12],
    [1047, 0.36, 0.3],
  ],
  achievement: [
    [784, 0, 0.1],
    [988, 0.1, 0.1],
    [1175, 0.2, 0.1],
    [1568, 0.3, 0.32],
  ],
};
const VOLUME = 0.05;

let context: AudioContext | undefined;

/** Whether this browser can make sounds at all. */
export const canPlaySounds = () => typeof window === "undefined" || "AudioContext" in window;

export function playEffect(effect: SoundEffect): void {
  if (!canPlaySounds()) return;
  context ??= new AudioContext();
  // A context made before the first tap starts suspended; resuming after one lets later effects play.
  if (context.state === "suspended") void context.resume().catch(() => {});
  const now = context.currentTime;
  for (const [frequency, start, seconds] of NOTES[effect]) tone(context, [frequency], now + start, seconds, VOLUME);
}
