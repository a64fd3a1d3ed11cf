/**
 * Who a chat socket belongs to. The Worker sets it at upgrade time in a header only the Worker can
 * send (the room object has no public route); the object keeps it as the socket's attachment, so it
 * survives hibernation.
 */
export interface SocketIdentity {
  role: "user" | "admin";
  id: number;
  roomId: number;
  /** SHA-256 of the session token the socket was opened with (never the token itself). */
  session: string;
}

const IDENTITY_HEADER = "X-Chat-Identity";

export function identityHeader(identity: SocketIdentity): [string, string] {
  return [IDENTITY_HEADER, `${identity.role}:${identity.id}:${identity.roomId}:${identity.session}`];
}

export function identityFrom(request: Request): SocketIdentity | null {
  const match = /^(user|admin):(\d+):(\d+):([0-9a-f]{64})$/.exec(request.headers.get(IDENTITY_HEADER) ?? "");
  if (!match) return null;
  return {
    role: match[1] as SocketIdentity["role"],
    id: Number(match[2]),
    roomId: Number(match[3]),
    session: String(match[4]),
  };
}
