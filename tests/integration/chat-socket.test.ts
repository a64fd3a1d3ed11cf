import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_THROTTLE } from "../../app/schemas/chat";
import { Browser } from "./browser";
import { copiedToD1, live, newCustomer, openSocket, roomObject, staffBrowser } from "./chat-helpers";
import { seedDatabase } from "./helpers";

beforeAll(seedDatabase);

async function refused(browser: Browser, path: string, origin?: string) {
  const opened = await openSocket(browser, path, origin);
  expect(opened.socket).toBeNull();
  return { status: opened.response.status, body: await opened.response.json() };
}

describe("chat WebSocket upgrades are authenticated and authorised by the Worker", () => {
  it("refuses a foreign origin, a guest, another customer's room, and a non-upgrade request", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    expect(await refused(owner.browser, `/api/chat/ws/${owner.roomId}`, "https://evil.example")).toEqual({
      status: 403,
      body: { error: "Cross-origin request refused" },
    });
    expect((await refused(new Browser(), `/api/chat/ws/${owner.roomId}`)).status).toBe(401);
    expect(await refused(other.browser, `/api/chat/ws/${owner.roomId}`)).toEqual({
      status: 403,
      body: { error: "You do not have access to this chat room" },
    });
    expect((await refused(owner.browser, "/api/chat/ws/999999")).status).toBe(404);
    const plain = await owner.browser.get(`/api/chat/ws/${owner.roomId}`);
    expect(plain.status).toBe(426);
  });

  it("refuses a customer on the admin path, staff without the chat permission, and a foreign origin for staff", async () => {
    const { browser, roomId } = await newCustomer();
    expect((await refused(browser, `/api/admin/chat/ws/${roomId}`)).status).toBe(401);
    const { browser: root } = await staffBrowser();
    const created = await root.post("/api/admin/staff", {
      username: "no.chat",
      email: "no.chat@shop.test",
      password: "Staff-pass-1",
      permissions: { canViewOrders: true },
    });
    expect(created.status).toBe(201);
    const { browser: noChat } = await staffBrowser("no.chat", "Staff-pass-1");
    expect((await refused(noChat, `/api/admin/chat/ws/${roomId}`)).status).toBe(403);
    expect((await refused(root, `/api/admin/chat/ws/${roomId}`, "https://evil.example")).status).toBe(403);
  });

  it("refuses a revoked session cookie", async () => {
    const { browser, roomId } = await newCustomer();
    const stolen = browser.clone();
    await browser.post("/api/auth/logout");
    expect((await refused(stolen, `/api/chat/ws/${roomId}`)).status).toBe(401);
  });
});

describe("live chat over the room's Durable Object", () => {
  it("delivers each side's messages to both sides, stored in the room and copied to D1, with read receipts", async () => {
    const { browser, roomId, userId } = await newCustomer();
    const { browser: staffCookies, adminId } = await staffBrowser();
    const customer = await live(browser, `/api/chat/ws/${roomId}`);
    const staff = await live(staffCookies, `/api/admin/chat/ws/${roomId}`);

    customer.send({ type: "message", message: "  Is my eSIM active?  " });
    await staff.until(() => staff.messages().length === 1);
    await customer.until(() => customer.messages().length === 1);
    const [received] = staff.messages();
    expect(received).toMatchObject({
      roomId,
      senderId: userId,
      senderType: "user",
      message: "Is my eSIM active?",
      isRead: false,
    });
    expect(Object.keys(received ?? {}).sort()).toEqual(
      ["createdAt", "id", "isRead", "message", "roomId", "senderId", "senderType"].sort(),
    );
    await copiedToD1(roomId);
    const stored = await env.DB.prepare(
      "select message from chat_messages where room_id = ? and room_seq = ?",
    )
      .bind(roomId, received?.id)
      .first<{ message: string }>();
    expect(stored?.message).toBe("Is my eSIM active?");

    staff.send({ type: "message", message: "Yes, it is active." });
    await customer.until(() => customer.messages().length === 2);
    expect(customer.messages()[1]).toMatchObject({ senderId: adminId, senderType: "admin" });

    staff.send({ type: "read" });
    await customer.until(() => customer.frames.some((f) => f.type === "read"));
    expect(customer.frames.find((f) => f.type === "read")).toMatchObject({
      type: "read",
      roomId,
      readerType: "admin",
      messageIds: [received?.id],
    });
    customer.socket.close(1000);
    staff.socket.close(1000);
  });

  it("fans a REST send out to the room's sockets", async () => {
    const { browser, roomId } = await newCustomer();
    const { browser: staffCookies } = await staffBrowser();
    const customer = await live(browser, `/api/chat/ws/${roomId}`);
    const res = await staffCookies.post("/api/admin/chat/send", { roomId, message: "Sent over REST" });
    expect(res.status).toBe(201);
    await customer.until(() => customer.messages().length === 1);
    expect(customer.messages()[0]).toMatchObject({ message: "Sent over REST", senderType: "admin" });
    customer.socket.close(1000);
  });

  it("refuses empty and over-long frames, and throttles a flood", async () => {
    const { browser, roomId } = await newCustomer();
    const customer = await live(browser, `/api/chat/ws/${roomId}`);
    customer.send({ type: "message", message: "   " });
    customer.send({ type: "message", message: "x".repeat(2001) });
    customer.send({ type: "hello" });
    await customer.until(() => customer.frames.length === 3);
    expect(customer.frames).toEqual([
      { type: "error", error: "Message cannot be empty" },
      { type: "error", error: "Message must be at most 2,000 characters" },
      { type: "error", error: expect.any(String) },
    ]);
    for (let i = 0; i <= CHAT_THROTTLE.messages; i++)
      customer.send({ type: "message", message: `flood ${i}` });
    await customer.until(
      () =>
        customer.messages().length === CHAT_THROTTLE.messages &&
        customer.frames.filter((f) => f.type === "error").length === 4,
    );
    expect(customer.messages().map((m) => m.message)).toEqual(
      Array.from({ length: CHAT_THROTTLE.messages }, (_, i) => `flood ${i}`),
    );
    expect(customer.frames.filter((f) => f.type === "error").at(-1)).toEqual({
      type: "error",
      error: "You are sending messages too fast. Please wait a moment.",
    });
    await copiedToD1(roomId);
    const count = await env.DB.prepare("select count(*) as n from chat_messages where room_id = ?")
      .bind(roomId)
      .first<{ n: number }>();
    expect(count?.n).toBe(CHAT_THROTTLE.messages);
    customer.socket.close(1000);
  });

  it("wakes from hibernation with each socket's identity intact", async () => {
    const { browser, roomId, userId } = await newCustomer();
    const { browser: staffCookies, adminId } = await staffBrowser();
    const customer = await live(browser, `/api/chat/ws/${roomId}`);
    const staff = await live(staffCookies, `/api/admin/chat/ws/${roomId}`);
    await evictDurableObject(roomObject(roomId));
    customer.send({ type: "message", message: "After the nap" });
    await staff.until(() => staff.messages().length === 1);
    expect(staff.messages()[0]).toMatchObject({
      senderId: userId,
      senderType: "user",
      message: "After the nap",
    });
    const participants = await roomObject(roomId).participants();
    expect(participants.map(({ role, id }) => ({ role, id }))).toEqual(
      expect.arrayContaining([
        { role: "user", id: userId },
        { role: "admin", id: adminId },
      ]),
    );
    customer.socket.close(1000);
    staff.socket.close(1000);
  });
});

describe("ending a session closes its sockets", () => {
  it("a ban closes the customer's sockets, and staff stay connected", async () => {
    const { browser, roomId, userId } = await newCustomer();
    const { browser: root } = await staffBrowser();
    const customer = await live(browser, `/api/chat/ws/${roomId}`);
    const staff = await live(root, `/api/admin/chat/ws/${roomId}`);
    const ban = await root.post(`/api/admin/users/${userId}/ban`, { reason: "Abusive chat", duration: "1d" });
    expect(ban.status).toBe(200);
    await customer.until(() => customer.closed !== null);
    expect(customer.closed).toEqual({ code: 4001, reason: "Session ended" });
    expect(staff.closed).toBeNull();
    staff.socket.close(1000);
  });

  it("logout closes that session's sockets only; other devices stay live", async () => {
    const { browser, roomId, username } = await newCustomer();
    const phone = new Browser();
    expect(
      (await phone.post("/api/auth/login", { emailOrUsername: username, password: "Chat-pass-1" })).status,
    ).toBe(200);
    const laptopSocket = await live(browser, `/api/chat/ws/${roomId}`);
    const phoneSocket = await live(phone, `/api/chat/ws/${roomId}`);
    await browser.post("/api/auth/logout");
    await laptopSocket.until(() => laptopSocket.closed !== null);
    expect(laptopSocket.closed?.code).toBe(4001);
    phoneSocket.send({ type: "message", message: "Still here on my phone" });
    await phoneSocket.until(() => phoneSocket.messages().length === 1);
    expect(phoneSocket.closed).toBeNull();
    phoneSocket.socket.close(1000);
  });

  it("a password change closes the customer's sockets", async () => {
    const { browser, roomId } = await newCustomer();
    const socket = await live(browser, `/api/chat/ws/${roomId}`);
    const res = await browser.post("/api/auth/change-password", {
      currentPassword: "Chat-pass-1",
      newPassword: "Chat-pass-2",
      confirmPassword: "Chat-pass-2",
    });
    expect(res.status).toBe(200);
    await socket.until(() => socket.closed !== null);
    expect(socket.closed?.code).toBe(4001);
  });

  it("staff logout closes the staff socket", async () => {
    const { roomId } = await newCustomer();
    const { browser: root } = await staffBrowser();
    const staff = await live(root, `/api/admin/chat/ws/${roomId}`);
    await root.post("/api/admin/logout");
    await staff.until(() => staff.closed !== null);
    expect(staff.closed?.code).toBe(4001);
  });

  it("a staff session's rooms are noted when its sockets open, and forgotten at logout and by age", async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const { browser: root, adminId } = await staffBrowser();
    const roomsOf = async (id: number) =>
      (
        await env.DB.prepare("select room_id from chat_staff_sockets where admin_id = ? order by room_id")
          .bind(id)
          .all<{ room_id: number }>()
      ).results.map((r) => r.room_id);
    const before = await roomsOf(adminId);
    const a = await live(root, `/api/admin/chat/ws/${first.roomId}`);
    const b = await live(root, `/api/admin/chat/ws/${first.roomId}`);
    const c = await live(root, `/api/admin/chat/ws/${second.roomId}`);
    const opened = await roomsOf(adminId);
    expect(opened.filter((id) => !before.includes(id))).toEqual([first.roomId, second.roomId]);

    await root.post("/api/admin/logout");
    for (const socket of [a, b, c]) await socket.until(() => socket.closed !== null);
    expect(await roomsOf(adminId)).toEqual(before);

    const { forgetExpiredStaffSockets } = await import("../../worker/services/chat/live");
    const { createDb } = await import("../../worker/db/client");
    const { browser: again } = await staffBrowser();
    const d = await live(again, `/api/admin/chat/ws/${first.roomId}`);
    await forgetExpiredStaffSockets(createDb(env.DB), 60_000, Date.now() + 61_000);
    expect(await roomsOf(adminId)).toEqual([]);
    d.socket.close(1000);
  });

  it("taking the chat permission away (by leaving it out) closes that staff member's sockets", async () => {
    const { roomId } = await newCustomer();
    const { browser: root } = await staffBrowser();
    const created = await root.post("/api/admin/staff", {
      username: "chat.temp",
      email: "chat.temp@shop.test",
      password: "Staff-pass-1",
      permissions: { canAnswerChat: true },
    });
    const { staff } = (await created.json()) as { staff: { id: number } };
    const { browser: agent } = await staffBrowser("chat.temp", "Staff-pass-1");
    const socket = await live(agent, `/api/admin/chat/ws/${roomId}`);
    const changed = await root.send("PUT", `/api/admin/staff/${staff.id}/permissions`, {
      permissions: { canViewOrders: true },
    });
    expect(changed.status).toBe(200);
    await socket.until(() => socket.closed !== null);
    expect(socket.closed?.code).toBe(4001);
  });

  it("a session revoked behind the socket's back cannot send: the next frame closes it", async () => {
    const { browser, roomId, userId } = await newCustomer();
    const socket = await live(browser, `/api/chat/ws/${roomId}`);
    await env.DB.prepare("update user_sessions set revoked_at = ? where user_id = ?")
      .bind(Date.now(), userId)
      .run();
    socket.send({ type: "message", message: "Should not be stored" });
    await socket.until(() => socket.closed !== null);
    expect(socket.closed?.code).toBe(4001);
    await copiedToD1(roomId);
    const count = await env.DB.prepare("select count(*) as n from chat_messages where room_id = ?")
      .bind(roomId)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
