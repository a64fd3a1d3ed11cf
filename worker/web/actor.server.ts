import type { Actor } from "../services/admin/audit";
import { clientAddress } from "./client-address.server";

/** The acting staff member as admin services record them: who, and from which address and browser. */
export function actorFrom(admin: { id: number }, request: Request): Actor {
  const ip = clientAddress(request);
  return {
    id: admin.id,
    ip: ip === "unknown" ? null : ip,
    userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
  };
}
