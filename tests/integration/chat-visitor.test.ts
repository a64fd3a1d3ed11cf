import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { VISITOR_CHATS_PAUSED } from "../../app/schemas/chat-visitor";
import { createDb } from "../../worker/db/client";
import {
  forgetIdleVisitorRooms,
  openVisitorRoom,
  VISITOR_ROOM_RETENTION_MS,
  visitorChatPause,
} from "../../worker/services/chat/visitors";
import { rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser, nextClientAddress } from "./browser";
import { live, newCustomer, openSocket, roomStorage, staffBrowser } from "./chat-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";

beforeAll(seedDatabase);

// biome-ignore lint/suspicious/noExplicitAny: the tests assert the JSON's shape
const json = (res: Response): Promise<any> => res.json();

let serial = 0;
const details = (message = "Does the Japan plan work in Osaka?") => {
  serial += 1;
  return { name: `Mei Ling ${serial}`, email: `mei${serial}@visitor.test`, message };
};

/** A signed-out browser that opened a visitor room (its cookie is the key). */
async function newVisitor() {
  const browser = new Browser();
  const input = details();
  const res = await browser.post("/api/chat/visitor", input);
  expect(res.status).toBe(201);
  const room = await json(res);
  return { browser, roomId: room.id as number, input };
}

const roomCount = async () =>
  (await env.DB.prepare("select count(*) as n from chat_rooms").first<{ n: number }>())?.n ?? 0;

describe("visitor chat: open, talk, staff answer", () => {
  it("opens a room with the first message, keyed by an HttpOnly cookie, and talks with staff", async () => {
    const browser = new Browser();
    const input = details();
    const res = await browser.post("/api/chat/visitor", input);
    expect(res.status).toBe(201);
    const room = await json(res);
    expect(room).toMatchObject({ userId: null, status: "open" });
    const cookie = browser.lastSetCookies.find((c) => c.startsWith("__Host-chat_visitor="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // The room id is not the key: the token is random and only its hash is stored.
    const token = browser.cookies.get("__Host-chat_visitor") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await env.DB.prepare("select visitor_token_hash as h from chat_rooms where id = ?")
      .bind(room.id)
      .first<{ h: string }>();
    expect(stored?.h).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.h).not.toBe(token);

    // The same calls customers use: the room, its messages, a follow-up.
    expect(await json(await browser.post("/api/chat/room"))).toMatchObject({ id: room.id });
    const first = await json(await browser.get(`/api/chat/messages/${room.id}`));
    expect(first).toMatchObject([{ senderType: "user", senderId: 0, message: input.message }]);
    const sent = await browser.post("/api/chat/send", { roomId: room.id, message: "  And in Kyoto?  " });
    expect(sent.status).toBe(201);
    expect(await json(sent)).toMatchObject({ senderType: "user", message: "And in Kyoto?" });

    // Staff see it in the same list, with the visitor's name, e-mail, and in the counts.
    const { browser: staff } = await staffBrowser();
    const rooms = await json(await staff.get("/api/admin/chat/rooms"));
    const listed = rooms.find((r: { id: number }) => r.id === room.id);
    expect(listed).toMatchObject({
      userId: null,
      userName: input.name,
      tier: null,
      visitor: { name: input.name, email: input.email },
      unreadCount: 2,
      lastMessage: { text: "And in Kyoto?", senderType: "user" },
    });
    expect(listed.waitingSince).not.toBeNull();
    expect((await json(await staff.get("/api/admin/chat/unread"))).count).toBeGreaterThanOrEqual(2);
    expect((await staff.post(`/api/admin/chat/mark-read/${room.id}`)).status).toBe(200);
    const reply = await staff.post("/api/admin/chat/send", {
      roomId: room.id,
      message: "Yes, all of Japan.",
    });
    expect(reply.status).toBe(201);
    const after = await json(await staff.get("/api/admin/chat/rooms"));
    expect(after.find((r: { id: number }) => r.id === room.id)).toMatchObject({
      unreadCount: 0,
      waitingSince: null,
    });

    // The visitor reads the reply, sees it as unread, and marks it read.
    expect(await json(await browser.get("/api/chat/unread"))).toEqual({ unreadCount: 1 });
    const messages = await json(await browser.get(`/api/chat/messages/${room.id}`));
    expect(messages.at(-1)).toMatchObject({ senderType: "admin", message: "Yes, all of Japan." });
    const read = await json(await browser.post(`/api/chat/mark-read/${room.id}`));
    expect(read.messageIds).toHaveLength(1);
    expect(await json(await browser.get("/api/chat/unread"))).toEqual({ unreadCount: 0 });
  });

  it("streams over the same socket path: the visitor hears staff, and their frames are stored", async () => {
    const { browser, roomId } = await newVisitor();
    const socket = await live(browser, `/api/chat/ws/${roomId}`);
    const { browser: staff } = await staffBrowser();
    await staff.post("/api/admin/chat/send", { roomId, message: "Hello from support" });
    await socket.until(() => socket.messages().some((m) => m.message === "Hello from support"));
    socket.send({ type: "message", message: "Thanks!" });
    await socket.until(() => socket.messages().some((m) => m.message === "Thanks!"));
    expect(socket.messages().find((m) => m.message === "Thanks!")).toMatchObject({
      senderType: "user",
      senderId: 0,
      roomId,
    });
    socket.socket.close(1000);
  });
});

describe("visitor chat: nobody else gets in", () => {
  it("answers 404 to another visitor, a customer and a cookie-less caller's socket; 401 with no key", async () => {
    const { roomId } = await newVisitor();
    const other = await newVisitor();
    const customer = await newCustomer();
    for (const browser of [other.browser, customer.browser]) {
      expect((await browser.get(`/api/chat/messages/${roomId}`)).status).toBe(404);
      expect((await browser.post("/api/chat/send", { roomId, message: "hi" })).status).toBe(404);
      expect((await browser.post(`/api/chat/mark-read/${roomId}`)).status).toBe(404);
      expect((await openSocket(browser, `/api/chat/ws/${roomId}`)).response.status).toBe(404);
    }
    // The room id alone opens nothing.
    const stranger = new Browser();
    expect((await stranger.get(`/api/chat/messages/${roomId}`)).status).toBe(401);
    expect((await stranger.post("/api/chat/room")).status).toBe(401);
    expect((await stranger.get("/api/chat/unread")).status).toBe(401);
    stranger.cookies.set("__Host-chat_visitor", "A".repeat(43));
    expect((await stranger.get(`/api/chat/messages/${roomId}`)).status).toBe(401);
    // Nothing the others tried was stored.
    const messages = await env.DB.prepare("select count(*) as n from chat_messages where room_id = ?")
      .bind(roomId)
      .first<{ n: number }>();
    expect(messages?.n).toBe(1);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const before = await roomCount();
    const browser = new Browser();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...details(), email: "not-an-email" }, "email"],
      [{ ...details(), name: " " }, "name"],
      [{ ...details(), message: "   " }, "message"],
      [{ ...details(), message: "x".repeat(2001) }, "message"],
      [{ name: "Mei", email: "mei@visitor.test" }, "message"],
    ];
    for (const [body, field] of cases) {
      const res = await browser.post("/api/chat/visitor", body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ field });
    }
    expect(browser.cookies.has("__Host-chat_visitor")).toBe(false);
    expect(await roomCount()).toBe(before);
  });

  it("refuses a cross-site post with 403", async () => {
    const res = await new Browser().post("/api/chat/visitor", details(), {
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("limits rooms per client as the contact form does: 5, then 429 with Retry-After", async () => {
    const browser = new Browser();
    const before = await roomCount();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await browser.post("/api/chat/visitor", details())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await roomCount()).toBe(before + 5);
    const limited = await browser.post("/api/chat/visitor", details());
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await json(limited)).error).toMatch(/^Too many attempts/);
    expect((await new Browser().post("/api/chat/visitor", details())).status).toBe(201);
  });
});

describe("visitor chat: signing in and clean-up", () => {
  it("hands the room to the account the visitor signs up with in the same browser", async () => {
    const { browser, roomId } = await newVisitor();
    const stolen = browser.clone();
    const res = await browser.post("/api/auth/register", {
      username: `visitor${serial}`,
      email: `visitor${serial}@shop.test`,
      password: "Chat-pass-1",
      confirmPassword: "Chat-pass-1",
      firstName: "Mei",
      lastName: "Ling",
    });
    expect(res.status).toBe(201);
    const { user } = await json(res);
    const room = await json(await browser.post("/api/chat/room"));
    expect(room).toMatchObject({ id: roomId, userId: user.id });
    expect(browser.cookies.has("__Host-chat_visitor")).toBe(false);
    expect((await json(await browser.get(`/api/chat/messages/${roomId}`))).length).toBe(1);
    // The old key opens nothing any more.
    expect((await stolen.get(`/api/chat/messages/${roomId}`)).status).toBe(401);
  });

  it("keeps a customer's own room when they already have one, and the visitor room stays answerable", async () => {
    const { browser, roomId: customerRoom } = await newCustomer();
    const visitor = await newVisitor();
    browser.cookies.set("__Host-chat_visitor", visitor.browser.cookies.get("__Host-chat_visitor") ?? "");
    expect(await json(await browser.post("/api/chat/room"))).toMatchObject({ id: customerRoom });
    expect((await visitor.browser.get(`/api/chat/messages/${visitor.roomId}`)).status).toBe(200);
  });

  it("deletes visitor rooms idle past retention, never customers' rooms, and erases the rooms' own storage", async () => {
    const { roomId } = await newVisitor();
    const customer = await newCustomer();
    expect(
      (await customer.browser.post("/api/chat/send", { roomId: customer.roomId, message: "Kept" })).status,
    ).toBe(201);
    expect((await roomStorage(roomId)).messages?.length).toBe(1);
    const db = createDb(env.DB);
    await forgetIdleVisitorRooms(env, db, Date.now() + VISITOR_ROOM_RETENTION_MS + 60_000);
    const left = await env.DB.prepare("select id from chat_rooms where id in (?, ?)")
      .bind(roomId, customer.roomId)
      .all<{ id: number }>();
    expect(left.results.map((r) => r.id)).toEqual([customer.roomId]);
    expect(await roomStorage(roomId)).toEqual({ messages: null, uncopied: 0 });
    expect((await roomStorage(customer.roomId)).messages).toEqual(["Kept"]);
  });
});

// Last in the file: its minute lies ahead of the clock, so nothing after it may open rooms.
describe("visitor chat: the shop's minute", () => {
  it("takes 20 new rooms a minute from any clients, refuses the 21st, and shows staff the refusals", async () => {
    const db = createDb(env.DB);
    const at = Date.now() + 10 * 60_000;
    const open = (now: number) => openVisitorRoom(env, db, details(), { client: nextClientAddress(), now });
    for (let i = 0; i < 20; i++) await open(at + i);
    const before = await roomCount();
    for (let i = 0; i < 2; i++)
      await expect(open(at + 30_000)).rejects.toMatchObject({
        message: VISITOR_CHATS_PAUSED,
        retryAfterSeconds: 30,
      });
    expect(await roomCount()).toBe(before);
    expect(await visitorChatPause(db, at + 30_000)).toEqual({
      refused: 2,
      limit: 20,
      until: new Date(at + 60_000).toISOString(),
    });
    // The API answers a visitor the same, with Retry-After; a fresh client is no way round it.
    const refused = await new Browser().post("/api/chat/visitor", details());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ error: VISITOR_CHATS_PAUSED });
    // Staff see it on the Chat tab.
    const request = new Request(`${ORIGIN}/admin/chat`, { headers: { Cookie: await rootSession() } });
    const tab = (await queryRoutes(appHandler, request)).page?.loaderData["routes/admin.chat"];
    expect(tab).toMatchObject({ visitorChatPause: { refused: 3, limit: 20 } });
    // The next minute takes rooms again.
    await open(at + 60_000);
    expect(await visitorChatPause(db, at + 60_001)).toMatchObject({ refused: 0, until: null });
  });
});
