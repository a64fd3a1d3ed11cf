// The dashboard's first screen (GET /api/admin/analytics/today) and the navigation's live "Needs
// attention" (GET /api/admin/attention): today's takings on the Malaysia day, the orders and chats
// waiting with what their links need, each only for staff who may act on it; an unanswered chat
// stays counted when staff read it and leaves the count when they reply.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { newCustomer } from "./chat-helpers";
import { seedDatabase } from "./helpers";

const MALAYSIA = 8 * 60 * 60_000;
let root: ReturnType<typeof as>;

beforeAll(async () => {
  await seedDatabase();
  root = as(await rootSession());
});

async function order(status: string, at: number, total: number) {
  const row = await env.DB.prepare(
    `insert into orders (customer_email, customer_name, total_amount_sen, status, created_at, paid_at)
     values ('today@shop.test', 'Today Tan', ?, ?, ?, ?) returning id`,
  )
    .bind(total, status, at, status === "pending" ? null : at)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe("the dashboard's Today", { timeout: 30_000 }, () => {
  it("counts today's takings on the Malaysia day and lists the failed orders with their ids", async () => {
    const now = Date.now();
    const midnight = Math.floor((now + MALAYSIA) / 86_400_000) * 86_400_000 - MALAYSIA;
    const before = (await json(await root.get("/api/admin/analytics/today"))).sales;
    expect(before.day).toBe(new Date(now + MALAYSIA).toISOString().slice(0, 10));
    // Paid one minute into today in Kuala Lumpur (16:01 UTC the day before) counts; a minute before does not.
    await order("delivered", midnight + 60_000, 1_234);
    await order("delivered", midnight - 60_000, 99_999);
    // A failed delivery was paid: it counts in today's takings until it is refunded.
    const failed = await order("failed", now - 5_000, 4_321);
    const today = await json(await root.get("/api/admin/analytics/today"));
    expect(today.sales).toEqual({
      day: before.day,
      orders: before.orders + 2,
      revenueSen: before.revenueSen + 1_234 + 4_321,
    });
    expect(today.orders.total).toBeGreaterThanOrEqual(1);
    expect(today.orders.items.length).toBeLessThanOrEqual(5);
    const all = await env.DB.prepare("select count(*) as n from orders where status = 'failed'").first<{
      n: number;
    }>();
    if ((all?.n ?? 0) <= 5)
      expect(today.orders.items).toContainEqual(
        expect.objectContaining({ orderId: failed, reason: "failed", customerName: "Today Tan" }),
      );
  });

  it("shows each panel only to staff who may act on it, and nothing to strangers", async () => {
    const cookie = await rootSession();
    const chatOnly = as(await staffCookie(cookie, "today-chat", { canAnswerChat: true }));
    const content = as(await staffCookie(cookie, "today-content", { canManageContent: true }));
    expect(await json(await chatOnly.get("/api/admin/analytics/today"))).toMatchObject({
      sales: null,
      orders: null,
      chats: { total: expect.any(Number) },
    });
    expect(await json(await content.get("/api/admin/analytics/today"))).toEqual({
      sales: null,
      orders: null,
      chats: null,
    });
    expect((await new Browser().get("/api/admin/analytics/today")).status).toBe(401);
    expect((await new Browser().get("/api/admin/attention")).status).toBe(401);
  });
});

describe("Needs attention's unanswered chats", { timeout: 30_000 }, () => {
  it("stay counted when staff read a chat and drop when they reply", async () => {
    const { browser, username } = await newCustomer("unanswered");
    const { id: roomId } = await json(await browser.post("/api/chat/room"));
    const attention = async () => json(await root.get("/api/admin/attention"));
    const before = await attention();
    expect((await browser.post("/api/chat/send", { roomId, message: "Hello?" })).status).toBe(201);
    const waiting = await attention();
    expect(waiting.unansweredChats).toBe(before.unansweredChats + 1);
    expect(waiting.total).toBe(before.total + 1);
    const today = await json(await root.get("/api/admin/analytics/today"));
    expect(today.chats.items.map((c: { roomId: number }) => c.roomId)).toContain(roomId);
    expect(today.chats.items.find((c: { roomId: number }) => c.roomId === roomId)).toMatchObject({
      name: expect.stringContaining("Nurul"),
      lastText: "Hello?",
    });
    expect(username).not.toBe("");

    // Reading is not answering.
    expect((await root.post(`/api/admin/chat/mark-read/${roomId}`)).status).toBe(200);
    expect((await attention()).unansweredChats).toBe(waiting.unansweredChats);
    expect((await root.post("/api/admin/chat/send", { roomId, message: "Hi! How can I help?" })).status).toBe(
      201,
    );
    expect((await attention()).unansweredChats).toBe(before.unansweredChats);
  });
});
