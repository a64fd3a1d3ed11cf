import { createContext } from "react-router";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../env";

/** What every loader and action receives from the Worker (see worker/index.ts). */
export interface AppLoadContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
  db: Database;
  config: AppConfig;
  /** Per-request CSP nonce for the inline scripts React Router emits. */
  nonce: string;
}

export const appContext = createContext<AppLoadContext>();
