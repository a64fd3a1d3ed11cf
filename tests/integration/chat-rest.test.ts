import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_THROTTLE } from "../../app/schemas/chat";
import { Browser } from "./browser";
import { newCustomer, staffBrowser } from "./chat-helpers";
import { seedDatabase } from "./helpers";

beforeAll(seedDatabase);

// biome-ignore lint/suspicious/noExplicitAny: the tests assert the JSON's shape
const json = (res: Response): Promise<any> => res.json();

describe("customer chat REST (SPEC.md §7)", () => {
  it("POST /api/chat/room gets the same open room however often (and however concurrently) it is asked", async () => {
    const { browser, roomId, userId } = await newCustomer();
    const rooms = await Promise.all([browser.post("/api/chat/room"), browser.post("/api/chat/room")]);
    for (const res of rooms) {
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ id: roomId, userId, status: "open" });
    }
  });

  it("sends trimmed text, lists it, and refuses empty, whitespace-only and over-long messages", async () => {
    const { browser, roomId, userId } = await newCustomer();
    const sent = await browser.post("/api/chat/send", { roomId, message: "  Is my eSIM active?  " });
    expect(sent.status).toBe(201);
    expect(await json(sent)).toMatchObject({
      roomId,
      senderId: userId,
      senderType: "user",
      message: "Is my eSIM active?",
      isRead: false,
    });
    for (const [message, error] of [
      ["", "Message cannot be empty"],
      ["   \n ", "Message cannot be empty"],
      ["x".repeat(2001), "Message must be at most 2,000 characters"],
    ]) {
      const res = await browser.post("/api/chat/send", { roomId, message });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error, field: "message" });
    }
    expect((await browser.post("/api/chat/send", { roomId: "abc", message: "hi" })).status).toBe(400);
    const list = await json(await browser.get(`/api/chat/messages/${roomId}`));
    expect(list.map((m: { message: string }) => m.message)).toEqual(["Is my eSIM active?"]);
    expect(Object.keys(list[0]).sort()).toEqual(
      ["createdAt", "id", "isRead", "message", "roomId", "senderId", "senderType"].sort(),
    );
    const after = await json(await browser.get(`/api/chat/messages/${roomId}?after=${list[0].id}`));
    expect(after).toEqual([]);
  });

  it("marks staff messages read and counts the unread ones for the closed widget", async () => {
    const { browser, roomId } = await newCustomer();
    const { browser: staff } = await staffBrowser();
    await staff.post("/api/admin/chat/send", { roomId, message: "Hello from support" });
    await staff.post("/api/admin/chat/send", { roomId, message: "Anything else?" });
    expect(await json(await browser.get("/api/chat/unread"))).toEqual({ unreadCount: 2 });
    const read = await browser.post(`/api/chat/mark-read/${roomId}`);
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ success: true, messageIds: expect.any(Array) });
    expect(await json(await browser.get("/api/chat/unread"))).toEqual({ unreadCount: 0 });
    const list = await json(await browser.get(`/api/chat/messages/${roomId}`));
    expect(list.every((m: { isRead: boolean }) => m.isRead)).toBe(true);
  });

  it("refuses guests (401), another customer's room (403), a missing room (404) and foreign origins (403)", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const guest = new Browser();
    expect(await json(await guest.post("/api/chat/room"))).toEqual({ error: "Not authenticated" });
    expect((await guest.get(`/api/chat/messages/${owner.roomId}`)).status).toBe(401);
    for (const res of [
      await other.browser.get(`/api/chat/messages/${owner.roomId}`),
      await other.browser.post("/api/chat/send", { roomId: owner.roomId, message: "let me in" }),
      await other.browser.post(`/api/chat/mark-read/${owner.roomId}`),
    ]) {
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ error: "You do not have access to this chat room" });
    }
    expect((await other.browser.get("/api/chat/messages/999999")).status).toBe(404);
    const foreign = await owner.browser.post(
      "/api/chat/send",
      { roomId: owner.roomId, message: "csrf" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    expect(await json(await owner.browser.get(`/api/chat/messages/${owner.roomId}`))).toEqual([]);
  });

  it("refuses a revoked session: after logout the old cookie cannot read or send", async () => {
    const { browser, roomId } = await newCustomer();
    const stolen = browser.clone();
    await browser.post("/api/auth/logout");
    expect((await stolen.get(`/api/chat/messages/${roomId}`)).status).toBe(401);
    expect((await stolen.post("/api/chat/send", { roomId, message: "still here?" })).status).toBe(401);
  });

  it("rate limits REST sending per account", async () => {
    const { browser, roomId } = await newCustomer();
    for (let i = 0; i < CHAT_THROTTLE.messages; i++) {
      expect((await browser.post("/api/chat/send", { roomId, message: `m${i}` })).status).toBe(201);
    }
    const room = () =>
      env.DB.prepare(
        "select updated_at as updatedAt, (select count(*) from chat_messages where room_id = ?1) as stored from chat_rooms where id = ?1",
      )
        .bind(roomId)
        .first<{ updatedAt: number; stored: number }>();
    const before = await room();
    const refused = await browser.post("/api/chat/send", { roomId, message: "one too many" });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({
      error: "You are sending messages too fast. Please wait a moment.",
    });
    // The hit, the message and the room's touch are one transaction: a refused send stores and touches nothing.
    expect(await room()).toEqual(before);
    expect(before?.stored).toBe(CHAT_THROTTLE.messages);
  });
});

describe("admin chat REST (SPEC.md §7)", () => {
  it("lists rooms with userName and unreadCount, reads a room, replies and marks it read", async () => {
    const { browser, roomId, userId, username } = await newCustomer("rooms");
    await browser.post("/api/chat/send", { roomId, message: "First" });
    await browser.post("/api/chat/send", { roomId, message: "Second" });
    const { browser: staff, adminId } = await staffBrowser();
    const rooms = await json(await staff.get("/api/admin/chat/rooms"));
    const room = rooms.find((r: { id: number }) => r.id === roomId);
    expect(room).toMatchObject({ id: roomId, userId, status: "open", unreadCount: 2 });
    expect(room.userName).toMatch(/^Nurul Aina \d+$/);
    expect(username).toMatch(/^rooms\d+$/);

    const messages = await json(await staff.get(`/api/admin/chat/messages/${roomId}`));
    expect(messages.map((m: { message: string }) => m.message)).toEqual(["First", "Second"]);
    const reply = await staff.post("/api/admin/chat/send", { roomId, message: "  On it!  " });
    expect(reply.status).toBe(201);
    expect(await json(reply)).toMatchObject({ senderId: adminId, senderType: "admin", message: "On it!" });
    const read = await json(await staff.post(`/api/admin/chat/mark-read/${roomId}`));
    expect(read.messageIds).toHaveLength(2);
    const after = await json(await staff.get("/api/admin/chat/rooms"));
    expect(after.find((r: { id: number }) => r.id === roomId).unreadCount).toBe(0);
    // Customers still waiting for a reply come first; then the most recently active.
    const answered = after.filter((r: { waitingSince: string | null }) => r.waitingSince === null);
    expect(answered[0].id).toBe(roomId);
    expect(
      after.slice(0, after.length - answered.length).every((r: { waitingSince: unknown }) => r.waitingSince),
    ).toBe(true);
    expect((await staff.get("/api/admin/chat/messages/999999")).status).toBe(404);
    expect((await staff.post("/api/admin/chat/send", { roomId, message: " " })).status).toBe(400);
  });

  it("needs a staff session with the chat permission; a customer cookie is not one", async () => {
    const { browser: customer, roomId } = await newCustomer();
    expect((await customer.get("/api/admin/chat/rooms")).status).toBe(401);
    expect((await customer.post("/api/admin/chat/send", { roomId, message: "I am staff" })).status).toBe(401);

    const { browser: root } = await staffBrowser();
    const create = await root.post("/api/admin/staff", {
      username: "orders.only",
      email: "orders.only@shop.test",
      password: "Staff-pass-1",
      permissions: { canViewOrders: true },
    });
    expect(create.status).toBe(201);
    const { browser: limited } = await staffBrowser("orders.only", "Staff-pass-1");
    expect((await limited.get("/api/admin/chat/rooms")).status).toBe(403);
    expect((await limited.get(`/api/admin/chat/messages/${roomId}`)).status).toBe(403);

    const chatStaff = await root.post("/api/admin/staff", {
      username: "chat.agent",
      email: "chat.agent@shop.test",
      password: "Staff-pass-1",
      permissions: { canAnswerChat: true },
    });
    expect(chatStaff.status).toBe(201);
    const { browser: agent } = await staffBrowser("chat.agent", "Staff-pass-1");
    expect((await agent.get("/api/admin/chat/rooms")).status).toBe(200);
    expect((await agent.post("/api/admin/chat/send", { roomId, message: "Hi!" })).status).toBe(201);
  });

  it("answers a REST send once D1 has its copy (the same record the sockets carry, by room and id)", async () => {
    const { browser, roomId } = await newCustomer();
    const sent = await json(await browser.post("/api/chat/send", { roomId, message: "Stored?" }));
    const row = await env.DB.prepare(
      "select message, sender_type from chat_messages where room_id = ? and room_seq = ?",
    )
      .bind(roomId, sent.id)
      .first();
    expect(row).toEqual({ message: "Stored?", sender_type: "user" });
  });
});
