// The staff room list (who waits longest first, with tier and last message) and
// the unread count the back office's navigation polls.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, rootSession, staffCookie } from "./admin-helpers";
import { newCustomer, staffBrowser } from "./chat-helpers";
import { seedDatabase } from "./helpers";

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
