import { DurableObject } from "cloudflare:workers";
import {
  CHAT_THROTTLE_MESSAGE,
  ChatClientFrameSchema,
  type ChatMessageDto,
  type ChatServerFrame,
} from "../app/schemas/chat";
import { createDb } from "../worker/db/client";
import { isSocketSessionValid } from "../worker/services/chat/access";
import { type ChatParticipant, chatBudget } from "../worker/services/chat/budget";
import { followUpAbsentCustomer } from "../worker/services/chat/follow-up";
import { copyToD1, legacyHistory } from "../worker/services/chat/room-copy";
import { type MessagePage, RoomStore, type StoredMessage } from "../worker/services/chat/room-store";
import { identityFrom, type SocketIdentity, senderOf } from "../worker/services/chat/socket-identity";
import { logUnexpectedError } from "../worker/services/shared/log-error";

/**
 * No client frame is larger: a 2,000-character message is at most ~8,000 bytes of UTF-8 plus its
 * envelope. Bigger frames are refused before they are decoded or parsed (1009, message too big).
 */
const MAX_FRAME_BYTES = 8 * 1024;

function frameBytes(data: string | ArrayBuffer): number {
  if (typeof data !== "string") return data.byteLength;
  // A UTF-16 unit is at most 3 bytes of UTF-8; only measure exactly when it could matter.
  return data.length * 3 <= MAX_FRAME_BYTES ? data.length : new TextEncoder().encode(data).byteLength;
}

const sessionTag = (hash: string) => `session:${hash}`;

/** How many messages one D1 batch copies; a busy room's backlog goes in a few round trips. */
const COPY_BATCH = 100;
/** If a copy is cut short (eviction, restart), the alarm picks it up this much later. */
const COPY_SAFETY_MS = 10_000;
const COPY_RETRY_MAX_MS = 60_000;
/** How long a socket session's passed D1 check holds before the next frame asks again. */
const SESSION_CHECK_HOLDS_MS = 5_000;

type Sent = { message: ChatMessageDto } | { refused: number };

/**
 * One object per chat room, using the WebSocket Hibernation API. The Worker authenticates and
 * authorises the upgrade (and every REST call), then forwards it here with the caller's identity in
 * a header that only the Worker can set (the object has no public route). The room's own SQLite
 * storage holds its conversation, read marks and throttle: a message is stored here and broadcast
 * at once, and copied to D1 behind the broadcast for the screens that list rooms (decision 0083).
 */
export class ChatRoom extends DurableObject<Env> {
  private store: RoomStore | null = null;
  private opening: Promise<RoomStore> | null = null;
  private copying: Promise<void> | null = null;
  private copyFailures = 0;
  /** The safety alarm is set (while this instance lives): set once, not once per message. */
  private alarmSet = false;
  /** When each socket session last passed its D1 check (a passed check holds briefly; see below). */
  private readonly checkedAt = new Map<string, number>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /**
   * The room's storage, ready: on its first touch it takes in what D1 held before rooms kept their
   * own conversation (once; a marker says so), and a copy an eviction cut short starts again.
   */
  private ready(roomId: number): Promise<RoomStore> {
    if (this.store?.roomId === roomId) return Promise.resolve(this.store);
    this.opening ??= (async () => {
      const store = new RoomStore(this.ctx.storage.sql, roomId);
      if (!store.imported) store.importHistory(await legacyHistory(createDb(this.env.DB), roomId));
      this.store = store;
      if (store.hasPending) this.copySoon(store);
      return store;
    })().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const identity = identityFrom(request);
    if (!identity) return new Response("Missing identity", { status: 400 });
    await this.ready(identity.roomId);
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [
      identity.role,
      `${identity.role}:${identity.id}`,
      sessionTag(identity.session),
    ]);
    server.serializeAttachment(identity satisfies SocketIdentity);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (frameBytes(data) > MAX_FRAME_BYTES) {
      send(ws, { type: "error", error: "Frame too large" });
      return ws.close(1009, "Frame too large");
    }
    // One frame at a time per room: the session checks read D1, and frames overtaking each other
    // there would reorder a socket's messages.
    await this.ctx.blockConcurrencyWhile(async () => {
      try {
        await this.handleFrame(ws, data);
      } catch (error) {
        logUnexpectedError("chat-frame", error, crypto.randomUUID());
        send(ws, { type: "error", error: "Message could not be sent. Please try again." });
      }
    });
  }

  private async handleFrame(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const state = ws.deserializeAttachment() as SocketIdentity | null;
    if (!state) return ws.close(4003, "Unknown socket");
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof data === "string" ? data : new TextDecoder().decode(data));
    } catch {
      return send(ws, { type: "error", error: "Invalid frame" });
    }
    const frame = ChatClientFrameSchema.safeParse(parsed);
    if (!frame.success) {
      return send(ws, { type: "error", error: frame.error.issues[0]?.message ?? "Invalid frame" });
    }
    // A revoked session whose close did not reach us (or raced it) still cannot act.
    if (!(await this.sessionValid(state))) return ws.close(4001, "Session ended");
    if (frame.data.type === "read") {
      const read = await this.read(state.roomId, state);
      if ("refused" in read) send(ws, { type: "error", error: CHAT_THROTTLE_MESSAGE });
      return;
    }
    const sent = await this.post(state.roomId, state, frame.data.message);
    if ("refused" in sent) send(ws, { type: "error", error: CHAT_THROTTLE_MESSAGE });
  }

  /**
   * Logout, bans, password changes and lost permissions close the sockets themselves; this check is
   * the backstop for a close that did not arrive. A pass holds for a few seconds, so a burst of
   * frames asks D1 once rather than queueing every frame behind the database.
   */
  private async sessionValid(state: SocketIdentity): Promise<boolean> {
    const key = `${state.role}:${state.id}:${state.session}`;
    const at = this.checkedAt.get(key);
    if (at !== undefined && Date.now() - at < SESSION_CHECK_HOLDS_MS) return true;
    const valid = await isSocketSessionValid(createDb(this.env.DB), state);
    if (valid) this.checkedAt.set(key, Date.now());
    else this.checkedAt.delete(key);
    return valid;
  }

  /**
   * A message from a participant the Worker (or the socket's session) vouched for: within the
   * sender's budget in this room, stored, broadcast, then copied to D1. A REST send waits for its
   * copy (so the sender's next screen lists it); the broadcast never does.
   */
  async post(
    roomId: number,
    from: ChatParticipant,
    message: string,
    options: { waitForCopy?: boolean } = {},
  ): Promise<Sent> {
    const store = await this.ready(roomId);
    const now = Date.now();
    const limit = store.hit(`${from.role}:${from.id}`, chatBudget("message"), now);
    if (!limit.allowed) return { refused: limit.retryAfterSeconds };
    const stored = store.append({ ...senderOf(from), message }, now);
    this.broadcast({ type: "message", message: stored });
    const copied = this.copySoon(store);
    // A staff reply to someone who has left the chat follows them by e-mail (at most hourly).
    const absent = from.role === "admin" && !this.customerPresent();
    const followUp = () =>
      followUpAbsentCustomer(this.env, createDb(this.env.DB), {
        roomId,
        messageId: stored.id,
        message: stored.message,
      });
    if (options.waitForCopy) {
      await copied;
      if (absent) await followUp();
    } else if (absent) this.ctx.waitUntil(followUp());
    return { message: stored };
  }

  /**
   * Mark the other side's messages read (within the reader's budget) and tell the sockets which;
   * a REST call answers once D1's unread counts have it too.
   */
  async read(roomId: number, reader: ChatParticipant, options: { waitForCopy?: boolean } = {}) {
    const store = await this.ready(roomId);
    const now = Date.now();
    const limit = store.hit(`read:${reader.role}:${reader.id}`, chatBudget("read"), now);
    if (!limit.allowed) return { refused: limit.retryAfterSeconds };
    const readerType = senderOf(reader).senderType;
    const read = store.markRead(readerType, now);
    if (read.messageIds.length > 0) {
      this.broadcast({ type: "read", roomId, readerType, ...read });
      const copied = this.copySoon(store);
      if (options.waitForCopy) await copied;
    }
    return read;
  }

  /** A page of the conversation, answered from the room's storage (D1's copy may lag behind). */
  async history(roomId: number, page: MessagePage): Promise<ChatMessageDto[]> {
    return (await this.ready(roomId)).page(page);
  }

  /** The whole conversation with read times (the customer's data export). */
  async transcript(roomId: number): Promise<StoredMessage[]> {
    return (await this.ready(roomId)).transcript();
  }

  /** The room is deleted (account erased, idle visitor room): its sockets close, its storage goes. */
  async erase(reason = "Session ended"): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) socket.close(4001, reason);
    await this.copying?.catch(() => {});
    this.store = null;
    this.alarmSet = false;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** Copy what D1 is owed, now and in the background; the alarm retries if this fails or is cut short. */
  private copySoon(store: RoomStore): Promise<void> {
    if (!this.copying) {
      this.copying = this.copyAll(store).finally(() => {
        this.copying = null;
      });
      // Awaited only by a REST send; a failure is already logged and retried by the alarm.
      this.copying.catch(() => {});
    }
    return this.copying.catch(() => {});
  }

  private async copyAll(store: RoomStore): Promise<void> {
    // Left set when the copy succeeds: firing with nothing owed costs nothing, and a room busy for
    // hours does not write an alarm per message.
    if (!this.alarmSet) await this.ctx.storage.setAlarm(Date.now() + COPY_SAFETY_MS);
    this.alarmSet = true;
    try {
      for (;;) {
        const copy = store.pending(COPY_BATCH);
        if (copy.messages.length === 0 && copy.reads.length === 0) break;
        await copyToD1(this.env.DB, store.roomId, copy);
        store.confirm(copy);
      }
      this.copyFailures = 0;
    } catch (error) {
      this.copyFailures += 1;
      const wait = Math.min(COPY_RETRY_MAX_MS, 1000 * 2 ** this.copyFailures);
      await this.ctx.storage.setAlarm(Date.now() + wait);
      logUnexpectedError("chat-copy", error, crypto.randomUUID());
      throw error;
    }
  }

  /** A copy cut short or refused: try again (the pending copy waited in the room's storage). */
  override async alarm(): Promise<void> {
    this.alarmSet = false;
    const roomId = RoomStore.roomIn(this.ctx.storage.sql);
    if (roomId === null) return;
    const store = await this.ready(roomId);
    if (store.hasPending) await this.copySoon(store);
  }

  /** Send a frame to every socket in the room (also called over RPC after a REST send). */
  broadcast(frame: ChatServerFrame): number {
    const text = JSON.stringify(frame);
    const sockets = this.ctx.getWebSockets();
    for (const socket of sockets) send(socket, text);
    return sockets.length;
  }

  /**
   * Is anyone of the customer's side (the customer on any device, or the visitor) in the room? A
   * closed tab's socket is gone from the room (or closing), so a reply then is e-mailed instead.
   */
  customerPresent(): boolean {
    return [...this.ctx.getWebSockets("user"), ...this.ctx.getWebSockets("visitor")].some(
      (socket) => socket.readyState === WebSocket.OPEN,
    );
  }

  /** Close every socket of one participant (logout, ban, revoked session). */
  disconnect(role: SocketIdentity["role"], id: number, reason = "Session ended"): number {
    const sockets = this.ctx.getWebSockets(`${role}:${id}`);
    for (const socket of sockets) socket.close(4001, reason);
    return sockets.length;
  }

  /** Close the sockets opened with one session (logout). */
  disconnectSession(sessionHash: string, reason = "Signed out"): number {
    const sockets = this.ctx.getWebSockets(sessionTag(sessionHash));
    for (const socket of sockets) socket.close(4001, reason);
    return sockets.length;
  }

  /** The identities of the connected sockets, read back from their attachments. */
  participants(): SocketIdentity[] {
    return this.ctx.getWebSockets().map((socket) => {
      const { role, id, roomId, session } = socket.deserializeAttachment() as SocketIdentity;
      return { role, id, roomId, session };
    });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 are reserved and cannot be echoed back (workerd throws).
    if (code !== 1005 && code !== 1006) ws.close(code, reason);
  }
}

function send(socket: WebSocket, frame: ChatServerFrame | string): void {
  try {
    socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  } catch {
    // A socket that is closing cannot be written to; the runtime drops it.
  }
}
