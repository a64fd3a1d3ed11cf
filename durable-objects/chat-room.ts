import { DurableObject } from "cloudflare:workers";

/** Identity the Worker attached to a socket at upgrade time; survives hibernation. */
export interface SocketIdentity {
  role: "user" | "admin";
  id: number;
}

const IDENTITY_HEADER = "X-Chat-Identity";

/**
 * One object per chat room. The Worker authenticates and authorises the upgrade, then forwards
 * it here with the caller's identity in a header only the Worker can set (the object has no
 * public route). Messages are persisted in D1 by the Worker before `broadcast` fans them out.
 */
export class ChatRoom extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const identity = parseIdentity(request.headers.get(IDENTITY_HEADER));
    if (!identity) return new Response("Missing identity", { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [identity.role, `${identity.role}:${identity.id}`]);
    server.serializeAttachment(identity);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Send a JSON frame to every socket in the room. */
  broadcast(frame: unknown): number {
    const text = JSON.stringify(frame);
    const sockets = this.ctx.getWebSockets();
    for (const socket of sockets) {
      try {
        socket.send(text);
      } catch {
        // A socket that is closing cannot be written to; it will be dropped by the runtime.
      }
    }
    return sockets.length;
  }

  /** Close every socket of one participant (logout, ban, revoked session). */
  disconnect(role: SocketIdentity["role"], id: number, reason = "Session ended"): number {
    const sockets = this.ctx.getWebSockets(`${role}:${id}`);
    for (const socket of sockets) socket.close(4001, reason);
    return sockets.length;
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 are reserved and cannot be echoed back (workerd throws).
    if (code !== 1005 && code !== 1006) ws.close(code, reason);
  }
}

export function identityHeader(identity: SocketIdentity): [string, string] {
  return [IDENTITY_HEADER, `${identity.role}:${identity.id}`];
}

function parseIdentity(value: string | null): SocketIdentity | null {
  const match = /^(user|admin):(\d+)$/.exec(value ?? "");
  if (!match) return null;
  return { role: match[1] as SocketIdentity["role"], id: Number(match[2]) };
}
