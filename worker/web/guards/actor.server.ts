import type { Actor } from "../../services/audit/log";
import { fullClientAddress } from "../http/client-address.server";

/**
 * The acting staff member as admin services record them: who, and from which address and browser.
 * The audit row keeps the exact address (SPEC.md §3); rate limits derive their /64 from it.
 */
export function actorFrom(admin: { id: number }, request: Request): Actor {
  return {
    id: admin.id,
    ip: fullClientAddress(request),
    userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
  };
}
