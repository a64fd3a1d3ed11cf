// A chat room's Durable Object restarted mid-conversation (its process reset, as on a deploy or a
// crash): the sockets drop, each client reconnects and fetches what it missed after the last id it
// holds, exactly as the browser's chat hook does, and the conversation continues live. Nothing is
// lost, and merging by id shows nothing twice.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatMessageDto } from "../../app/schemas/chat";
import type { Browser } from "./browser";
import {
  d1Copy,
  live,
  newCustomer,
  type OpenSocket,
  roomObject,
  roomStorage,
  staffBrowser,
} from "./chat-helpers";
import { seedDatabase } from "./helpers";

beforeAll(seedDatabase);

/** What the browser's hook keeps: messages by id, in id order. */
class Conversation {
  readonly byId = new Map<number, ChatMessageDto>();
  constructor(
    private readonly browser: Browser,
    private readonly messagesPath: string,
    private readonly socketPath: string,
  ) {}
  shown() {
    return [...this.byId.values()].sort((a, b) => a.id - b.id).map((m) => m.message);
  }
  lastId() {
    return Math.max(0, ...this.byId.keys());
  }
  take(messages: ChatMessageDto[]) {
    for (const m of messages) this.byId.set(m.id, m);
  }
  /** The hook's reconnect: a new socket, then everything after the last id held. */
  async reconnect(): Promise<OpenSocket> {
    const socket = await live(this.browser, this.socketPath);
    const missed = await this.browser.get(`${this.messagesPath}?after=${this.lastId()}`);
    expect(missed.status).toBe(200);
    this.take((await missed.json()) as ChatMessageDto[]);
    return socket;
  }
}

async function restart(roomId: number) {
  await runInDurableObject(roomObject(roomId), (_instance, state) => {
    // abort() resets the object: it throws into its caller by design.
    try {
      state.abort("restarted by the test");
    } catch {}
  }).catch(() => {});
}

describe("a chat room's Durable Object restarted mid-conversation", () => {
  it("drops the sockets; clients reconnect, catch up, and see every message once, in order", async () => {
    const { browser, roomId } = await newCustomer();
    const { browser: staffCookies } = await staffBrowser();
    const customer = new Conversation(browser, `/api/chat/messages/${roomId}`, `/api/chat/ws/${roomId}`);
    const staff = new Conversation(
      staffCookies,
      `/api/admin/chat/messages/${roomId}`,
      `/api/admin/chat/ws/${roomId}`,
    );
    let customerSocket = await customer.reconnect();
    let staffSocket = await staff.reconnect();

    customerSocket.send({ type: "message", message: "Before the restart" });
    await staffSocket.until(() => staffSocket.messages().length === 1);
    await customerSocket.until(() => customerSocket.messages().length === 1);
    customer.take(customerSocket.messages());
    staff.take(staffSocket.messages());

    await restart(roomId);
    await customerSocket.until(() => customerSocket.closed !== null);
    await staffSocket.until(() => staffSocket.closed !== null);

    // While both are away, staff answer over REST (the browser's fallback): stored in the room.
    const reply = await staffCookies.post("/api/admin/chat/send", { roomId, message: "During the restart" });
    expect(reply.status).toBe(201);

    customerSocket = await customer.reconnect();
    staffSocket = await staff.reconnect();
    // Caught up on reconnect: the reply is there once on both sides.
    expect(customer.shown()).toEqual(["Before the restart", "During the restart"]);
    expect(staff.shown()).toEqual(["Before the restart", "During the restart"]);

    customerSocket.send({ type: "message", message: "After the restart" });
    await staffSocket.until(() => staffSocket.messages().length === 1);
    await customerSocket.until(() => customerSocket.messages().length === 1);
    customer.take(customerSocket.messages());
    staff.take(staffSocket.messages());
    // A message that arrives both live and in a catch-up is one message.
    customer.take((await (await browser.get(`/api/chat/messages/${roomId}`)).json()) as ChatMessageDto[]);
    const expected = ["Before the restart", "During the restart", "After the restart"];
    expect(customer.shown()).toEqual(expected);
    expect(staff.shown()).toEqual(expected);
    customerSocket.socket.close(1000);
    staffSocket.socket.close(1000);
  });
});

describe("frames sent the moment a socket opens", () => {
  // Decision 0007: a frame sent right after a socket opened was once lost with no row and no error
  // frame. On the server every frame ends in a stored row, an error frame or a close; this sends a
  // burst before the first answer could arrive and finds each one stored and broadcast once.
  it("stores and broadcasts every frame of a burst sent straight after the upgrade", async () => {
    const { browser, roomId } = await newCustomer();
    const { browser: staffCookies } = await staffBrowser();
    const staffSocket = await live(staffCookies, `/api/admin/chat/ws/${roomId}`);
    const customerSocket = await live(browser, `/api/chat/ws/${roomId}`);
    const burst = Array.from({ length: 8 }, (_, i) => `Burst ${i}`);
    for (const message of burst) customerSocket.send({ type: "message", message });
    await staffSocket.until(() => staffSocket.messages().length === burst.length);
    await customerSocket.until(() => customerSocket.messages().length === burst.length);
    expect(staffSocket.messages().map((m) => m.message)).toEqual(burst);
    expect(customerSocket.frames.filter((f) => f.type === "error")).toEqual([]);
    const stored = (await (await browser.get(`/api/chat/messages/${roomId}`)).json()) as ChatMessageDto[];
    expect(stored.map((m) => m.message)).toEqual(burst);
    customerSocket.socket.close(1000);
    staffSocket.socket.close(1000);
  });
});

// The room's own storage is the conversation; D1 gets a copy behind the broadcast (decision 0083).
describe("a room's own storage and its copy to D1", () => {
  /** D1 refuses the copy of any message starting "Held" (as an unreachable or failing D1 would). */
  async function holdCopies(held: boolean) {
    await env.DB.prepare(
      held
        ? `create trigger if not exists hold_chat_copy before insert on chat_messages
           when new.message like 'Held%' begin select raise(abort, 'held by the test'); end`
        : "drop trigger if exists hold_chat_copy",
    ).run();
  }
  /** Let the room's alarm run now: it copies whatever is still owed (or returns at once). */
  const copyNow = (roomId: number) => runDurableObjectAlarm(roomObject(roomId));
  const staffRoom = async (staff: Browser, roomId: number, status = "open") => {
    const rooms = (await (await staff.get(`/api/admin/chat/rooms?status=${status}`)).json()) as {
      id: number;
      unreadCount: number;
      lastMessage: { text: string } | null;
    }[];
    return rooms.find((room) => room.id === roomId);
  };

  it("keeps every message across restarts, and D1 gets each one exactly once, even when a copy is retried", async () => {
    const { browser, roomId } = await newCustomer();
    const { browser: staffCookies } = await staffBrowser();
    const staffSocket = await live(staffCookies, `/api/admin/chat/ws/${roomId}`);
    const customerSocket = await live(browser, `/api/chat/ws/${roomId}`);
    const sent = ["One", "Two", "Three"];
    for (const message of sent) customerSocket.send({ type: "message", message });
    await staffSocket.until(() => staffSocket.messages().length === sent.length);
    await restart(roomId);
    await copyNow(roomId);
    // As if the room died after D1 took its copy but before it heard so (its alarm still set): it
    // copies again.
    await runInDurableObject(roomObject(roomId), async (_instance, state) => {
      state.storage.sql.exec("update messages set copied = 0");
      await state.storage.setAlarm(Date.now() + 10_000);
    });
    await restart(roomId);
    expect(await copyNow(roomId)).toBe(true);
    expect(await d1Copy(roomId)).toEqual(sent);
    expect(await roomStorage(roomId)).toEqual({ messages: sent, uncopied: 0 });
    const history = (await (await browser.get(`/api/chat/messages/${roomId}`)).json()) as ChatMessageDto[];
    expect(history.map((m) => m.message)).toEqual(sent);
    expect(history.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it("answers history and broadcasts while D1's copy is refused, then copies it once D1 takes it", async () => {
    const { browser, roomId } = await newCustomer();
    const staff = await staffBrowser();
    const staffSocket = await live(staff.browser, `/api/admin/chat/ws/${roomId}`);
    const customerSocket = await live(browser, `/api/chat/ws/${roomId}`);
    await holdCopies(true);
    try {
      customerSocket.send({ type: "message", message: "Held: my eSIM is not working" });
      await staffSocket.until(() => staffSocket.messages().length === 1 || staffSocket.frames.length > 0);
      expect(staffSocket.messages().map((m) => m.message)).toEqual(["Held: my eSIM is not working"]);
      const history = (await (
        await staff.browser.get(`/api/admin/chat/messages/${roomId}`)
      ).json()) as ChatMessageDto[];
      expect(history.map((m) => m.message)).toEqual(["Held: my eSIM is not working"]);
      await copyNow(roomId);
      expect(await d1Copy(roomId)).toEqual([]);
      expect((await roomStorage(roomId)).uncopied).toBe(1);
    } finally {
      await holdCopies(false);
    }
    // Restarted while the copy was owed: the alarm still has it, from the room's storage.
    await restart(roomId);
    expect(await copyNow(roomId)).toBe(true);
    expect(await d1Copy(roomId)).toEqual(["Held: my eSIM is not working"]);
    // The staff list and counts read the copy: the message, unread, waiting.
    expect(await staffRoom(staff.browser, roomId)).toMatchObject({
      unreadCount: 1,
      lastMessage: { text: "Held: my eSIM is not working" },
    });
    expect((await staff.browser.post(`/api/admin/chat/mark-read/${roomId}`, {})).status).toBe(200);
    expect(await staffRoom(staff.browser, roomId)).toMatchObject({ unreadCount: 0 });
    customerSocket.socket.close(1000);
    staffSocket.socket.close(1000);
  });

  it("takes in D1's history once on first touch, then numbers new messages after it", async () => {
    const { browser, roomId, userId } = await newCustomer();
    // Rows as D1 held them before rooms kept their own (the deploy's migration set room_seq = id).
    for (const message of ["Old one", "Old two"]) {
      await env.DB.prepare(
        "insert into chat_messages (room_id, sender_id, sender_type, message) values (?, ?, 'user', ?)",
      )
        .bind(roomId, userId, message)
        .run();
    }
    await env.DB.prepare("update chat_messages set room_seq = id where room_id = ?").bind(roomId).run();
    const old = (await (await browser.get(`/api/chat/messages/${roomId}`)).json()) as ChatMessageDto[];
    expect(old.map((m) => m.message)).toEqual(["Old one", "Old two"]);
    await restart(roomId);
    expect((await browser.post("/api/chat/send", { roomId, message: "New" })).status).toBe(201);
    const all = (await (await browser.get(`/api/chat/messages/${roomId}`)).json()) as ChatMessageDto[];
    expect(all.map((m) => m.message)).toEqual(["Old one", "Old two", "New"]);
    expect(all[2]?.id).toBe((old[1]?.id ?? 0) + 1);
    expect(await d1Copy(roomId)).toEqual(["Old one", "Old two", "New"]);
  });

  it("the data export reads the room (a copy still owed included), and deleting the account erases it", async () => {
    const { browser, roomId } = await newCustomer();
    expect((await browser.post("/api/chat/send", { roomId, message: "Copied" })).status).toBe(201);
    await holdCopies(true);
    try {
      const socket = await live(browser, `/api/chat/ws/${roomId}`);
      socket.send({ type: "message", message: "Held for the export" });
      await socket.until(() => socket.frames.length > 0);
      socket.socket.close(1000);
      const exported = (await (await browser.get("/api/user/export")).json()) as {
        chats: { id: number; messages: { message: string; from: string }[] }[];
      };
      expect(exported.chats.find((c) => c.id === roomId)?.messages).toEqual([
        expect.objectContaining({ message: "Copied", from: "you" }),
        expect.objectContaining({ message: "Held for the export", from: "you" }),
      ]);
    } finally {
      await holdCopies(false);
    }
    expect((await browser.post("/api/user/delete-account", { password: "Chat-pass-1" })).status).toBe(200);
    expect(await roomStorage(roomId)).toEqual({ messages: null, uncopied: 0 });
    expect(await d1Copy(roomId)).toEqual([]);
    // Nothing the room owed comes back: the alarm finds an erased room.
    await copyNow(roomId);
    expect(await d1Copy(roomId)).toEqual([]);
  });
});
