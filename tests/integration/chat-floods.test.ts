// Chat floods are limited per sender, across every socket and the REST fallback together.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_THROTTLE } from "../../app/schemas/chat";
import { copiedToD1, live, newCustomer, type OpenSocket } from "./chat-helpers";
import { seedDatabase } from "./helpers";

beforeAll(seedDatabase);

const stored = async (roomId: number) => {
  await copiedToD1(roomId);
  return (
    (
      await env.DB.prepare("select count(*) as n from chat_messages where room_id = ?")
        .bind(roomId)
        .first<{ n: number }>()
    )?.n ?? 0
  );
};

describe("chat floods are limited per sender, across sockets and REST", () => {
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
