// Chat history pages from the newest message, with a before cursor for older pages.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_HISTORY_PAGE } from "../../app/schemas/chat";
import { newCustomer } from "./chat-helpers";
import { seedDatabase } from "./helpers";

beforeAll(seedDatabase);

describe("chat history returns the newest page, with a before cursor for older ones", () => {
  async function fill(roomId: number, userId: number, count: number) {
    const statements = Array.from({ length: count }, (_, i) =>
      env.DB.prepare(
        "insert into chat_messages (room_id, sender_id, sender_type, message, created_at) values (?, ?, ?, ?, ?)",
      ).bind(
        roomId,
        i % 2 === 0 ? userId : 1,
        i % 2 === 0 ? "user" : "admin",
        `history ${i + 1}`,
        1_700_000_000_000 + i,
      ),
    );
    await env.DB.batch(statements);
  }

  type Msg = { id: number; message: string };

  it("customer and staff calls both page from the newest, and before= walks back to the first", async () => {
    const { browser, roomId, userId } = await newCustomer();
    await fill(roomId, userId, 650);
    const { staffBrowser } = await import("./chat-helpers");
    const staff = await staffBrowser();
    for (const [who, base] of [
      [browser, "/api/chat/messages"],
      [staff.browser, "/api/admin/chat/messages"],
    ] as const) {
      const newest = (await (await who.get(`${base}/${roomId}`)).json()) as Msg[];
      expect(newest).toHaveLength(CHAT_HISTORY_PAGE);
      expect(newest.at(-1)?.message).toBe("history 650");
      expect(newest[0]?.message).toBe(`history ${650 - CHAT_HISTORY_PAGE + 1}`);
      // Walk back with the cursor until nothing is left; every message exactly once, in order.
      const all: Msg[] = [...newest];
      for (let guard = 0; guard < 20; guard++) {
        const older = (await (await who.get(`${base}/${roomId}?before=${all[0]?.id}`)).json()) as Msg[];
        if (older.length === 0) break;
        expect(older.length).toBeLessThanOrEqual(CHAT_HISTORY_PAGE);
        all.unshift(...older);
      }
      expect(all.map((m) => m.message)).toEqual(Array.from({ length: 650 }, (_, i) => `history ${i + 1}`));
      // after= still returns what a reconnecting client missed, oldest first.
      const missed = (await (await who.get(`${base}/${roomId}?after=${all[647]?.id}`)).json()) as Msg[];
      expect(missed.map((m) => m.message)).toEqual(["history 649", "history 650"]);
    }
  });
});
