import { execFileSync } from "node:child_process";

const ATTEMPTS = 5;

/**
 * Run SQL on the e2e server's throwaway D1 (scripts/serve-e2e.mjs). Used only to create the state
 * payment would create (a paid order), which this branch has no checkout for.
 *
 * `wrangler d1 execute` opens the same SQLite file as the running server, in a process of its own,
 * so a write the server is making at that moment answers SQLITE_BUSY: that one error is tried
 * again (each attempt starts a new wrangler, about a second later). Any other error fails at once.
 */
export function e2eSql(command: string): void {
  const args = [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    process.env.E2E_STATE ?? ".tmp/e2e-state",
    "--command",
    command,
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", args, { stdio: "pipe" });
      return;
    } catch (error) {
      const { stdout, stderr, message } = error as { stdout?: Buffer; stderr?: Buffer; message?: string };
      const output = `${stdout ?? ""}${stderr ?? ""}${message ?? ""}`;
      if (attempt >= ATTEMPTS || !output.includes("SQLITE_BUSY")) throw error;
    }
  }
}
