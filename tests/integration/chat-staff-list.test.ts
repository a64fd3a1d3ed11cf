// The staff room list (who waits longest first, with tier and last message) and
// the unread count the back office's navigation polls.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { live, newCustomer, staffBrowser } from "./chat-helpers";
import { call, seedDatabase } from "./helpers";

let root = "";

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
});

describe("the staff chat list and unread count", () => {
  it("puts the longest-waiting customer first, with tier, last message and waiting time, and counts unread", async () => {
    const staff = await staffBrowser();
    const unread = async () => (await json(await staff.browser.get("/api/admin/chat/unread"))).count;
    const before = await unread();
    const early = await newCustomer("early");
    const late = await newCustomer("late");
    const answered = await newCustomer("answered");
    await env.DB.prepare("update users set role = 'gold' where id = ?").bind(early.userId).run();
    const say = (c: { browser: typeof staff.browser; roomId: number }, message: string) =>
      c.browser.post("/api/chat/send", { roomId: c.roomId, message });
    expect((await say(answered, "Is Japan covered?")).status).toBe(201);
    expect((await say(early, "My eSIM will not activate")).status).toBe(201);
    expect((await say(late, "Hello")).status).toBe(201);
    expect((await say(early, "Still nothing")).status).toBe(201);
    // Waiting since is the first unanswered message: make early's older than late's.
    await env.DB.prepare("update chat_rooms set waiting_since = waiting_since - 600000 where id = ?")
      .bind(early.roomId)
      .run();
    expect(
      (await staff.browser.post("/api/admin/chat/send", { roomId: answered.roomId, message: "Yes, it is" }))
        .status,
    ).toBe(201);
    expect(await unread()).toBe(before + 4);

    const rooms = await json(await staff.browser.get("/api/admin/chat/rooms"));
    const ours = rooms.filter((r: { id: number }) =>
      [early.roomId, late.roomId, answered.roomId].includes(r.id),
    );
    expect(ours.map((r: { id: number }) => r.id)).toEqual([early.roomId, late.roomId, answered.roomId]);
    expect(ours[0]).toMatchObject({
      userName: expect.stringMatching(/^Nurul Aina/),
      tier: "gold",
      unreadCount: 2,
      lastMessage: { text: "Still nothing", senderType: "user" },
      waitingSince: expect.any(String),
    });
    expect(Date.now() - Date.parse(ours[0].waitingSince)).toBeGreaterThan(9 * 60_000);
    expect(ours[1]).toMatchObject({ tier: "bronze", lastMessage: { text: "Hello" } });
    expect(ours[2]).toMatchObject({
      waitingSince: null,
      lastMessage: { text: "Yes, it is", senderType: "admin" },
    });

    // Reading a room lowers the count; only a reply ends the wait.
    expect((await staff.browser.post(`/api/admin/chat/mark-read/${early.roomId}`)).status).toBe(200);
    expect(await unread()).toBe(before + 2);
    const after = await json(await staff.browser.get("/api/admin/chat/rooms"));
    expect(after.find((r: { id: number }) => r.id === early.roomId).waitingSince).not.toBeNull();
  });

  it("gives the count only to staff who may answer chats", async () => {
    const none = await staffCookie(root, "chat-none", { canViewOrders: true });
    expect((await as(none).get("/api/admin/chat/unread")).status).toBe(403);
    const chat = await staffCookie(root, "chat-yes", { canAnswerChat: true });
    expect(await json(await as(chat).get("/api/admin/chat/unread"))).toEqual({ count: expect.any(Number) });
  });
});

describe("closing a conversation", () => {
  const inList = async (staff: ReturnType<typeof as>, status: "open" | "closed", roomId: number) =>
    (await json(await staff.get(`/api/admin/chat/rooms?status=${status}`))).some(
      (r: { id: number }) => r.id === roomId,
    );
  const openChats = async () => (await json(await as(root).get("/api/admin/analytics/today"))).chats.total;

  it("takes the room off the open list and Today's count, audited, tells the customer, and reopens on their next message", async () => {
    const customer = await newCustomer("closing");
    const socket = await live(customer.browser, `/api/chat/ws/${customer.roomId}`);
    expect(
      (
        await customer.browser.post("/api/chat/send", {
          roomId: customer.roomId,
          message: "Thanks, all sorted",
        })
      ).status,
    ).toBe(201);
    const waitingBefore = await openChats();
    const chat = as(await staffCookie(root, "chat-closer", { canAnswerChat: true }));
    expect(await inList(chat, "open", customer.roomId)).toBe(true);

    const res = await chat.post(`/api/admin/chat/close/${customer.roomId}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ success: true, room: { id: customer.roomId, status: "closed" } });
    expect(await lastAudit()).toMatchObject({
      action: "CHAT_CLOSE",
      target_type: "chat_room",
      target_id: customer.roomId,
    });
    expect(await inList(chat, "open", customer.roomId)).toBe(false);
    expect(await inList(chat, "closed", customer.roomId)).toBe(true);
    expect(await openChats()).toBe(waitingBefore - 1);
    await socket.until(() => socket.frames.some((f) => f.type === "status"));
    expect(socket.frames.find((f) => f.type === "status")).toEqual({
      type: "status",
      roomId: customer.roomId,
      status: "closed",
    });
    // The customer's widget opens the same room, and is told it was closed.
    expect(await json(await customer.browser.post("/api/chat/room"))).toMatchObject({
      id: customer.roomId,
      status: "closed",
    });
    // Closing again changes nothing and writes no second audit row.
    const audits = await env.DB.prepare(
      "select count(*) as n from audit_logs where action = 'CHAT_CLOSE' and target_id = ?",
    )
      .bind(customer.roomId)
      .first<{ n: number }>();
    expect((await chat.post(`/api/admin/chat/close/${customer.roomId}`)).status).toBe(200);
    expect(
      await env.DB.prepare(
        "select count(*) as n from audit_logs where action = 'CHAT_CLOSE' and target_id = ?",
      )
        .bind(customer.roomId)
        .first<{ n: number }>(),
    ).toEqual(audits);

    // Writing again reopens the room they had: same id, history kept, waiting again.
    expect(
      (await customer.browser.post("/api/chat/send", { roomId: customer.roomId, message: "One more thing" }))
        .status,
    ).toBe(201);
    expect(await inList(chat, "open", customer.roomId)).toBe(true);
    expect(await inList(chat, "closed", customer.roomId)).toBe(false);
    expect(await openChats()).toBe(waitingBefore);
    const room = await json(await customer.browser.post("/api/chat/room"));
    expect(room).toMatchObject({ id: customer.roomId, status: "open" });
    const history = await json(await customer.browser.get(`/api/chat/messages/${customer.roomId}`));
    expect(history.map((m: { message: string }) => m.message)).toEqual([
      "Thanks, all sorted",
      "One more thing",
    ]);
    socket.socket.close();
  });

  it("refuses staff without the chat permission, another origin and a bad room id", async () => {
    const customer = await newCustomer("notclosed");
    const orders = as(await staffCookie(root, "close-orders-only", { canViewOrders: true }));
    expect((await orders.post(`/api/admin/chat/close/${customer.roomId}`)).status).toBe(403);
    const evil = await call(`/api/admin/chat/close/${customer.roomId}`, {
      method: "POST",
      headers: { Cookie: root, Origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    const bad = await as(root).post("/api/admin/chat/close/not-a-room");
    expect(bad.status).toBe(400);
    expect((await as(root).post("/api/admin/chat/close/999999")).status).toBe(404);
    expect((await as(root).get("/api/admin/chat/rooms?status=archived")).status).toBe(400);
    // None of these closed it.
    expect(await inList(as(root), "open", customer.roomId)).toBe(true);
  });
});
