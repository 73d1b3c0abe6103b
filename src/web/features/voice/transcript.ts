import type { TranscriptLine } from "../../../shared/schemas/voice";

/**
 * The live transcript of a call, built from the Realtime server events on the data channel: the tutor's words as
 * they are spoken (`response.output_audio_transcript.delta` / `.done`) and the learner's once transcribed
 * (`conversation.item.input_audio_transcription.completed`). A learner's turn takes its place when their audio is
 * committed, because its transcription may arrive after the tutor has begun to answer.
 */

export interface Line {
  /** The Realtime item id (or a local id in browser-speech calls). */
  id: string;
  sender: "user" | "ai";
  text: string;
  done: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: Realtime server events, read defensively
type ServerEvent = { type?: string; [key: string]: any };

const update = (lines: Line[], id: string, change: (line: Line) => Line) =>
  lines.map((line) => (line.id === id ? change(line) : line));

export function applyEvent(lines: Line[], event: ServerEvent): Line[] {
  const id = typeof event.item_id === "string" ? event.item_id : undefined;
  if (!id) return lines;
  const has = lines.some((line) => line.id === id);
  switch (event.type) {
    case "input_audio_buffer.committed":
      return has ? lines : [...lines, { id, sender: "user", text: "", done: false }];
    case "conversation.item.input_audio_transcription.completed": {
      const text = String(event.transcript ?? "").trim();
      if (!text) return lines.filter((line) => line.id !== id);
      const line: Line = { id, sender: "user", text, done: true };
      return has ? update(lines, id, () => line) : [...lines, line];
    }
    case "conversation.item.input_audio_transcription.failed":
      return lines.filter((line) => line.id !== id);
    case "response.output_audio_transcript.delta": {
      const delta = String(event.delta ?? "");
      return has
        ? update(lines, id, (line) => ({ ...line, text: line.text + delta }))
        : [...lines, { id, sender: "ai", text: delta, done: false }];
    }
    case "response.output_audio_transcript.done": {
      const text = String(event.transcript ?? "").trim();
      const line: Line = { id, sender: "ai", text, done: true };
      return has ? update(lines, id, (old) => ({ ...line, text: text || old.text.trim() })) : [...lines, line];
    }
    default:
      return lines;
  }
}

/** The lines worth keeping: everything said so far, in order (a tutor line cut off by hanging up included). */
export function toSaved(lines: Line[]): TranscriptLine[] {
  return lines
    .map((line) => ({ sender: line.sender, content: line.text.trim() }))
    .filter((line) => line.content.length > 0);
}

/** The call's duration as mm:ss (learning-experience §9). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}
