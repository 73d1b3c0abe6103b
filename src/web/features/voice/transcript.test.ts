import { describe, expect, it } from "vitest";
import { applyEvent, formatDuration, type Line, toSaved } from "./transcript";

const run = (events: Record<string, unknown>[]) => events.reduce<Line[]>((lines, e) => applyEvent(lines, e), []);

describe("the call transcript", () => {
  it("grows the tutor's line with each delta and settles it with the final transcript", () => {
    const lines = run([
      { type: "response.output_audio_transcript.delta", item_id: "a1", delta: "Hallo" },
      { type: "response.output_audio_transcript.delta", item_id: "a1", delta: " du!" },
    ]);
    expect(lines).toEqual([{ id: "a1", sender: "ai", text: "Hallo du!", done: false }]);
    const done = applyEvent(lines, {
      type: "response.output_audio_transcript.done",
      item_id: "a1",
      transcript: "Hallo du!",
    });
    expect(done[0]!.done).toBe(true);
  });

  it("keeps the learner's turn in its place when its transcript comes after the tutor's answer began", () => {
    const lines = run([
      { type: "response.output_audio_transcript.done", item_id: "a1", transcript: "Was möchtest du?" },
      { type: "input_audio_buffer.committed", item_id: "u1" },
      { type: "response.output_audio_transcript.delta", item_id: "a2", delta: "Gern!" },
      { type: "conversation.item.input_audio_transcription.completed", item_id: "u1", transcript: " Einen Kaffee. " },
    ]);
    expect(toSaved(lines)).toEqual([
      { sender: "ai", content: "Was möchtest du?" },
      { sender: "user", content: "Einen Kaffee." },
      { sender: "ai", content: "Gern!" },
    ]);
  });

  it("drops a learner turn that could not be transcribed or was silence, and ignores other events", () => {
    const lines = run([
      { type: "input_audio_buffer.committed", item_id: "u1" },
      { type: "conversation.item.input_audio_transcription.failed", item_id: "u1" },
      { type: "input_audio_buffer.committed", item_id: "u2" },
      { type: "conversation.item.input_audio_transcription.completed", item_id: "u2", transcript: "  " },
      { type: "response.done" },
      { type: "session.created", session: {} },
    ]);
    expect(lines).toEqual([]);
  });

  it("shows the duration as mm:ss", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(65.9)).toBe("01:05");
    expect(formatDuration(3600)).toBe("60:00");
  });
});
