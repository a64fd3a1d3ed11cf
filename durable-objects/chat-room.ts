import { DurableObject } from "cloudflare:workers";
import { ChatClientFrameSchema, type ChatServerFrame } from "../app/schemas/chat";
import { createDb } from "../worker/db/client";
import { isSocketSessionValid } from "../worker/services/chat/access";
import { limitChatReads, storeChatMessage } from "../worker/services/chat/actions";
import { followUpAbsentCustomer } from "../worker/services/chat/follow-up";
import { markRead } from "../worker/services/chat/messages";
import { identityFrom, type SocketIdentity, senderOf } from "../worker/services/chat/socket-identity";
import { RateLimitedError } from "../worker/services/errors";
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

/**
 * One object per chat room, using the WebSocket Hibernation API. The Worker authenticates and
 * authorises the upgrade, then forwards it here with the caller's identity in a header that only
 * the Worker can set (the object has no public route). D1 stays the source of truth: every
 * message is stored there before it is fanned out to the room's sockets.
 */
export class ChatRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const identity = identityFrom(request);
    if (!identity) return new Response("Missing identity", { status: 400 });
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
    // One frame at a time per room: D1 calls would otherwise interleave, reordering messages and
    // letting a flood slip past the throttle between its read and its write.
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

    const db = createDb(this.env.DB);
    // A revoked session whose close did not reach us (or raced it) still cannot act.
    if (!(await isSocketSessionValid(db, state))) return ws.close(4001, "Session ended");
    try {
      if (frame.data.type === "read") {
        await limitChatReads(db, state);
        const readerType = senderOf(state).senderType;
        const read = await markRead(db, state.roomId, readerType);
        if (read.messageIds.length > 0)
          this.broadcast({ type: "read", roomId: state.roomId, readerType, ...read });
        return;
      }
      // The sender's budget is counted in the same D1 transaction that stores the message.
      const message = await storeChatMessage(db, {
        roomId: state.roomId,
        from: state,
        message: frame.data.message,
      });
      this.broadcast({ type: "message", message });
      if (state.role === "admin" && !this.customerPresent()) {
        this.ctx.waitUntil(
          followUpAbsentCustomer(this.env, db, {
            roomId: state.roomId,
            messageId: message.id,
            message: message.message,
          }),
        );
      }
    } catch (error) {
      if (error instanceof RateLimitedError) return send(ws, { type: "error", error: error.message });
      throw error;
    }
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
