// Serves the current production build on a fresh, seeded database that only the e2e tests use.
import { rmSync } from "node:fs";
import { ensureDevVars, run } from "./lib.mjs";

const persist = process.env.E2E_STATE ?? ".tmp/e2e-state";
const port = process.env.E2E_PORT ?? "8788";
ensureDevVars();
rmSync(persist, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
run("tsx", ["scripts/seed.ts", "--persist-to", persist]);
run("wrangler", [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--persist-to",
  persist,
  "--show-interactive-dev-session=false",
]);
