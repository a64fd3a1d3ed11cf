import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatServerFrame } from "../../app/schemas/chat";
import { identityHeader, type SocketIdentity, THROTTLE } from "../../durable-objects/chat-room";
import { createDb } from "../../worker/db/client";
import { getOrCreateRoom, listMessages, listRoomsForStaff, saveMessage } from "../../worker/services/chat";

let customerId: number;
let roomId: number;

async function connect(identity: SocketIdentity) {
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(identity.roomId)));
  const response = await stub.fetch("http://chat-room/", {
    headers: { Upgrade: "websocket", [identityHeader(identity)[0]]: identityHeader(identity)[1] },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error("no socket");
  socket.accept();
  const frames: ChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number } | null = null;
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(event.data as string));
    for (const w of waiters.splice(0)) w();
  });
  socket.addEventListener("close", (event) => {
    closed = { code: event.code };
    for (const w of waiters.splice(0)) w();
  });
  return {
    stub,
    socket,
    frames,
    get closed() {
      return closed;
    },
    /** Resolve once `predicate` holds, re-checking on every frame or close. */
    async until(predicate: () => boolean) {
      while (!predicate()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

beforeAll(async () => {
  const user = await env.DB.prepare(
    "INSERT INTO users (username, email, password, first_name, last_name) VALUES ('aina', 'aina@shop.test', 'x', 'Nurul', 'Aina') RETURNING id",
  ).first<{ id: number }>();
  customerId = user?.id ?? 0;
  roomId = (await getOrCreateRoom(createDb(env.DB), customerId)).id;
});

describe("chat service", () => {
  it("gives a customer one open room however often it is asked", async () => {
    const db = createDb(env.DB);
    const rooms = await Promise.all([getOrCreateRoom(db, customerId), getOrCreateRoom(db, customerId)]);
    expect(new Set(rooms.map((r) => r.id))).toEqual(new Set([roomId]));
  });

  it("lists rooms for staff with the customer's name and unread count in one query", async () => {
    const db = createDb(env.DB);
    await saveMessage(db, { roomId, senderId: customerId, senderType: "user", message: "Hello?" });
    const [room] = await listRoomsForStaff(db);
    expect(room).toMatchObject({ id: roomId, userId: customerId, userName: "Nurul Aina", unreadCount: 1 });
  });
});

describe("ChatRoom Durable Object", () => {
  it("persists a message in D1 before it reaches every socket in the room", async () => {
    const customer = await connect({ role: "user", id: customerId, roomId });
    const staff = await connect({ role: "admin", id: 1, roomId });
    customer.socket.send(JSON.stringify({ type: "message", message: "  Is my eSIM active?  " }));
    await staff.until(() => staff.frames.some((f) => f.type === "message"));
    await customer.until(() => customer.frames.some((f) => f.type === "message"));
    const frame = staff.frames.find((f) => f.type === "message");
    expect(frame).toMatchObject({
      type: "message",
      message: {
        roomId,
        senderId: customerId,
        senderType: "user",
        message: "Is my eSIM active?",
        isRead: false,
      },
    });
    const stored = await listMessages(createDb(env.DB), roomId);
    expect(stored.at(-1)).toEqual(frame?.type === "message" ? frame.message : null);

    staff.socket.send(JSON.stringify({ type: "read" }));
    await customer.until(() => customer.frames.some((f) => f.type === "read"));
    expect(customer.frames.find((f) => f.type === "read")).toMatchObject({
      type: "read",
      roomId,
      readerType: "admin",
    });
    customer.socket.close(1000);
    staff.socket.close(1000);
  });

  it("refuses empty and oversized messages and stores nothing", async () => {
    const before = (await listMessages(createDb(env.DB), roomId)).length;
    const customer = await connect({ role: "user", id: customerId, roomId });
    customer.socket.send(JSON.stringify({ type: "message", message: "   " }));
    customer.socket.send(JSON.stringify({ type: "message", message: "x".repeat(2001) }));
    await customer.until(() => customer.frames.filter((f) => f.type === "error").length === 2);
    expect(customer.frames).toEqual([
      { type: "error", error: "Message cannot be empty" },
      { type: "error", error: "Message must be at most 2,000 characters" },
    ]);
    expect((await listMessages(createDb(env.DB), roomId)).length).toBe(before);
    customer.socket.close(1000);
  });

  it("throttles a client that sends faster than a sane rate", async () => {
    const customer = await connect({ role: "user", id: customerId, roomId });
    for (let i = 0; i <= THROTTLE.messages; i++) {
      customer.socket.send(JSON.stringify({ type: "message", message: `flood ${i}` }));
    }
    await customer.until(() => customer.frames.some((f) => f.type === "error"));
    await customer.until(
      () => customer.frames.filter((f) => f.type === "message").length === THROTTLE.messages,
    );
    expect(customer.frames.filter((f) => f.type === "error")).toEqual([
      { type: "error", error: "You are sending messages too fast. Please wait a moment." },
    ]);
    customer.socket.close(1000);
  });

  it("wakes from hibernation with each socket's identity intact", async () => {
    const customer = await connect({ role: "user", id: customerId, roomId: roomId });
    const staff = await connect({ role: "admin", id: 7, roomId });
    await evictDurableObject(customer.stub);
    staff.socket.send(JSON.stringify({ type: "message", message: "Yes, it is active." }));
    await customer.until(() => customer.frames.some((f) => f.type === "message"));
    expect(customer.frames.find((f) => f.type === "message")).toMatchObject({
      message: { senderId: 7, senderType: "admin", message: "Yes, it is active." },
    });
    expect(await customer.stub.participants()).toEqual(
      expect.arrayContaining([
        { role: "user", id: customerId, roomId },
        { role: "admin", id: 7, roomId },
      ]),
    );
    customer.socket.close(1000);
    staff.socket.close(1000);
  });

  it("closes one participant's sockets on request (ban, logout, revoked session)", async () => {
    const customer = await connect({ role: "user", id: customerId, roomId });
    const staff = await connect({ role: "admin", id: 3, roomId });
    expect(await customer.stub.disconnect("user", customerId)).toBe(1);
    await customer.until(() => customer.closed !== null);
    expect(customer.closed).toEqual({ code: 4001 });
    expect(staff.closed).toBeNull();
    staff.socket.close(1000);
  });
});
