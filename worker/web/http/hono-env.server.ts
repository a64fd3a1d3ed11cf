import type { Database } from "../../db/client";
import type { QueryLog } from "../../db/query-timing";
import type { Actor } from "../../services/audit/log";
import type { StaffIdentity } from "../../services/staff/permissions";

export interface ApiEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    nonce: string;
    /** Set by the admin guard on /api/admin routes that need a staff session. */
    admin?: StaffIdentity;
    /**
     * The acting staff member (id, address, browser) for audited admin services; set once per
     * request by the actor middleware on /api/admin (worker/web/guards/admin-guard.server.ts) wherever a
     * staff session was required.
     */
    actor: Actor;
    /** D1 round trips of this request (worker/web/http/request-db.server.ts), for Server-Timing. */
    queryLog: QueryLog;
    /** The deployed build's identity (its client manifest's version), part of the edge cache's key. */
    buildId: string;
    /** Whether the edge cache answered (worker/web/http/edge-cache.server.ts). */
    cacheStatus: "HIT" | "MISS" | "BYPASS";
  };
}
