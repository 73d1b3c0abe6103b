/** One tone of `frequencies` mixed, from `start` for `seconds`, with soft edges so it does not click (Web Audio). */
export function tone(ctx: AudioContext, frequencies: number[], start: number, seconds: number, volume = 0.08) {
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
