// A chat room's Durable Object restarted mid-conversation (its process reset, as on a deploy or a
// crash): the sockets drop, each client reconnects and fetches what it missed after the last id it
// holds, exactly as the browser's chat hook does, and the conversation continues live. Nothing is
// lost, and merging by id shows nothing twice.
import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatMessageDto } from "../../app/schemas/chat";
import type { Browser } from "./browser";
import { live, newCustomer, type OpenSocket, roomObject, staffBrowser } from "./chat-helpers";
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

    // While both are away, staff answer over REST (the browser's fallback): stored in D1 first.
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
