import type { Database } from "../db/client";

export interface ApiEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    nonce: string;
  };
}
