import { execFileSync } from "node:child_process";

/**
 * Run SQL on the e2e server's throwaway D1 (scripts/serve-e2e.mjs). Used only to create the state
 * payment would create (a paid order), which this branch has no checkout for.
 */
export function e2eSql(command: string): void {
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      process.env.E2E_STATE ?? ".tmp/e2e-state",
      "--command",
      command,
    ],
    { stdio: "pipe" },
  );
}
