// Issue 16 items 4 and 5: chat floods are limited per sender, and history pages from the newest.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_HISTORY_PAGE, CHAT_THROTTLE } from "../../app/schemas/chat";
import { live, newCustomer, type OpenSocket } from "./chat-helpers";
import { seedDatabase } from "./helpers";

beforeAll(seedDatabase);

const stored = async (roomId: number) =>
  (
    await env.DB.prepare("select count(*) as n from chat_messages where room_id = ?")
      .bind(roomId)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("4. chat floods are limited per sender, across sockets and REST", () => {
  it("several sockets and the REST call of one account share one limit", async () => {
    const { browser, roomId } = await newCustomer();
    const sockets = [
      await live(browser, `/api/chat/ws/${roomId}`),
      await live(browser, `/api/chat/ws/${roomId}`),
      await live(browser, `/api/chat/ws/${roomId}`),
    ];
    for (const [n, socket] of sockets.entries()) {
      for (let i = 0; i < 6; i++) socket.send({ type: "message", message: `socket ${n} #${i}` });
    }
    const rest: number[] = [];
    for (let i = 0; i < 6; i++) {
      rest.push((await browser.post("/api/chat/send", { roomId, message: `rest #${i}` })).status);
    }
    // Every socket frame is answered: stored (and broadcast to every socket) or refused with an error.
    const restStored = rest.filter((r) => r === 201).length;
    const first = sockets[0] as OpenSocket;
    const errors = () => sockets.reduce((n, x) => n + x.frames.filter((f) => f.type === "error").length, 0);
    await first.until(() => first.messages().length - restStored + errors() === 18);
    expect(rest).toContain(429);
    expect(await stored(roomId)).toBe(CHAT_THROTTLE.messages);
    for (const s of sockets) s.socket.close(1000);
  });

  it("read frames are limited too", async () => {
    const { browser, roomId } = await newCustomer();
    const socket = await live(browser, `/api/chat/ws/${roomId}`);
    for (let i = 0; i < 40; i++) socket.send({ type: "read" });
    await socket.until(() => socket.frames.some((f) => f.type === "error"));
    expect(socket.frames.find((f) => f.type === "error")).toEqual({
      type: "error",
      error: "You are sending messages too fast. Please wait a moment.",
    });
    socket.socket.close(1000);
  });

  it("a frame over 8 KiB is refused before it is parsed, and the socket is closed", async () => {
    const { browser, roomId } = await newCustomer();
    const socket = await live(browser, `/api/chat/ws/${roomId}`);
    socket.socket.send(`{"type":"message","message":"${"x".repeat(9 * 1024)}"}`);
    await socket.until(() => socket.closed !== null);
    expect(socket.frames).toEqual([{ type: "error", error: "Frame too large" }]);
    expect(socket.closed?.code).toBe(1009);
    expect(await stored(roomId)).toBe(0);
  });
});

describe("5. chat history returns the newest page, with a before cursor for older ones", () => {
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
