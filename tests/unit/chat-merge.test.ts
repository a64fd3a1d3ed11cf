import { describe, expect, it } from "vitest";
import { mergeMessages } from "~/components/chat/merge-messages";
import type { ChatMessageDto } from "~/schemas/chat";

const message = (id: number, isRead = false): ChatMessageDto => ({
  id,
  roomId: 1,
  senderId: 2,
  senderType: "admin",
  message: `m${id}`,
  isRead,
  createdAt: "2026-11-27T00:00:00.000Z",
});

describe("folding newly heard chat messages into a room", () => {
  it("keeps one copy of each message, in id order", () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it("never undoes a read receipt when an older copy arrives after it (the REST answer to a send)", () => {
    // Staff sent 5: the socket brought it, the visitor read it, and only then did the send's answer,
    // taken before the read, come back.
    const afterRead = mergeMessages([message(4, true)], [message(5, true)]);
    const merged = mergeMessages(afterRead, [message(5, false)]);
    expect(merged.find((m) => m.id === 5)?.isRead).toBe(true);
  });

  it("takes a newer copy's other fields and a read that arrives later", () => {
    const merged = mergeMessages([message(6)], [{ ...message(6, true), message: "edited" }]);
    expect(merged).toEqual([{ ...message(6, true), message: "edited" }]);
  });
});
