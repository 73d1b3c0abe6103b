import type { RealtimeSession, SavedTranscript, TranscriptLine, VoiceMode } from "../../../shared/schemas/voice";
import { api } from "../../lib/api";

export const voiceApi = {
  mode: () => api<VoiceMode>("/api/realtime/mode"),
  session: (conversationId: string, signal?: AbortSignal) =>
    api<RealtimeSession>("/api/realtime/session", { method: "POST", body: { conversationId }, signal }),
  /**
   * Saves a call's transcript into the conversation. `keepalive` lets it finish while the page unloads; the call id
   * makes a repeated save add nothing.
   */
  async saveTranscript(conversationId: string, callId: string, lines: TranscriptLine[]): Promise<SavedTranscript> {
    const body = JSON.stringify({ conversationId, callId, lines });
    const response = await fetch("/api/realtime/transcript", {
      method: "POST",
      // Browsers refuse keepalive bodies over 64 KB; a transcript that long is saved as a plain request.
      keepalive: body.length < 60_000,
      headers: { "Content-Type": "application/json" },
      body,
    });
    if (!response.ok) throw new Error(`saving the transcript failed: ${response.status}`);
    return (await response.json()) as SavedTranscript;
  },
};
