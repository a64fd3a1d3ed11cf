import type { Database } from "../db/client";
import type { StaffIdentity } from "../services/admin/permissions";

export interface ApiEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    nonce: string;
    /** Set by the admin guard on /api/admin routes that need a staff session. */
    admin?: StaffIdentity;
  };
}
