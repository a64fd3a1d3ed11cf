import type { ChatMessageDto } from "~/schemas/chat";

/**
 * A room's messages with newly heard ones folded in, by id, in order. The same message reaches a
 * browser by several ways (the socket's frame, the REST answer to its own send, a catch-up), in
 * any order under load; a copy taken before the other side read it must not undo its read receipt,
 * so being read is kept once known.
 */
export function mergeMessages(current: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) {
    const known = byId.get(m.id);
    byId.set(m.id, known?.isRead && !m.isRead ? { ...m, isRead: true } : m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
