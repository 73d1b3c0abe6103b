import { RING_INTERVAL_MS, RING_LIMIT_MS } from "../../../shared/schemas/voice-values";
import { tone } from "../../lib/tone";

/** The call's sounds, made with Web Audio (no audio files): a ring while calling, a short tone when a call ends. */

/** A ring (two short bursts of 440 + 480 Hz) now and every 2.5 s, for at most 30 s. Returns its stop. */
export function startRing(ctx: AudioContext): () => void {
  const ring = () => {
    const now = ctx.currentTime;
    tone(ctx, [440, 480], now, 0.4);
    tone(ctx, [440, 480], now + 0.6, 0.4);
  };
  ring();
  const repeat = setInterval(ring, RING_INTERVAL_MS);
  const limit = setTimeout(() => clearInterval(repeat), RING_LIMIT_MS);
  return () => {
    clearInterval(repeat);
    clearTimeout(limit);
  };
}

/** Three falling beeps; resolves when they have played. */
export function playEndTone(ctx: AudioContext): Promise<void> {
  const now = ctx.currentTime;
  [660, 520, 390].forEach((frequency, i) => {
    tone(ctx, [frequency], now + i * 0.18, 0.15);
  });
  return new Promise((resolve) => setTimeout(resolve, 560));
}
