/**
 * Who a chat socket belongs to. The Worker sets it at upgrade time in a header only the Worker can
 * send (the room object has no public route); the object keeps it as the socket's attachment, so it
 * survives hibernation.
 */
export interface SocketIdentity {
  /** A visitor has no account: their id is their room's, and their "session" is their room token. */
  role: "user" | "admin" | "visitor";
  id: number;
  roomId: number;
  /** SHA-256 of the session (or visitor room) token the socket was opened with, never the token. */
  session: string;
}

const IDENTITY_HEADER = "X-Chat-Identity";

export function identityHeader(identity: SocketIdentity): [string, string] {
  return [IDENTITY_HEADER, `${identity.role}:${identity.id}:${identity.roomId}:${identity.session}`];
}

export function identityFrom(request: Request): SocketIdentity | null {
  const match = /^(user|admin|visitor):(\d+):(\d+):([0-9a-f]{64})$/.exec(
    request.headers.get(IDENTITY_HEADER) ?? "",
  );
  if (!match) return null;
  return {
    role: match[1] as SocketIdentity["role"],
    id: Number(match[2]),
    roomId: Number(match[3]),
    session: String(match[4]),
  };
}

/** Visitors have no account: their messages carry sender id 0 on the customer's side ("user"). */
const VISITOR_SENDER_ID = 0;

/** The side of the conversation a socket writes on: visitors write where customers do. */
export function senderOf(identity: Pick<SocketIdentity, "role" | "id">): {
  senderType: "user" | "admin";
  senderId: number;
} {
  if (identity.role === "visitor") return { senderType: "user", senderId: VISITOR_SENDER_ID };
  return { senderType: identity.role, senderId: identity.id };
}
