import type { Conversation, ReplyEvent } from "../../../shared/schemas/chat";
import { ApiError, api, apiResponse } from "../../lib/api";

const chatPath = (courseId: string, scenarioId: string, characterId: string) =>
  `/api/chat/${encodeURIComponent(courseId)}/${encodeURIComponent(scenarioId)}/${encodeURIComponent(characterId)}`;

export const chatApi = {
  open: (courseId: string, scenarioId: string, characterId: string) =>
    api<Conversation>(chatPath(courseId, scenarioId, characterId)),
  restart: (courseId: string, scenarioId: string, characterId: string) =>
    api<Conversation>(`${chatPath(courseId, scenarioId, characterId)}/new`, { method: "POST", body: {} }),
  hint: (conversationId: string) =>
    api<{ hint: string }>(`/api/chat/conversations/${conversationId}/hint`, { method: "POST", body: {} }),
  translate: (messageId: string) =>
    api<{ translation: string }>(`/api/chat/messages/${messageId}/translation`, { method: "POST", body: {} }),

  /** Sends a message and calls `onEvent` for each event of the streamed reply (NDJSON). */
  async send(conversationId: string, clientId: string, content: string, onEvent: (event: ReplyEvent) => void) {
    let response: Response;
    try {
      response = await apiResponse(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ clientId, content }),
      });
    } catch {
      throw new ApiError(0, "NETWORK", "Failed to get AI response. Please try again.");
    }
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => undefined)) as
        | { error?: { code?: string; message?: string } }
        | undefined;
      throw new ApiError(
        response.status,
        body?.error?.code ?? "HTTP_ERROR",
        body?.error?.message ?? "Failed to get AI response. Please try again.",
      );
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) onEvent(JSON.parse(line) as ReplyEvent);
        newline = buffer.indexOf("\n");
      }
    }
  },
};
