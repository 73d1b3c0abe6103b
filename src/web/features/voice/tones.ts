import { RING_INTERVAL_MS, RING_LIMIT_MS } from "../../../shared/schemas/voice";

/** The call's sounds, made with Web Audio (no audio files): a ring while calling, a short tone when a call ends. */

/** One tone of `frequencies` mixed, from `start` for `seconds`, with soft edges so it does not click. */
function tone(ctx: AudioContext, frequencies: number[], start: number, seconds: number, volume = 0.08) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(volume, start + 0.02);
  gain.gain.setValueAtTime(volume, start + seconds - 0.05);
  gain.gain.linearRampToValueAtTime(0, start + seconds);
  gain.connect(ctx.destination);
  for (const frequency of frequencies) {
    const oscillator = ctx.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + seconds);
    oscillator.onended = () => gain.disconnect();
  }
}

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
