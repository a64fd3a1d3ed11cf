// Serves the current production build on a fresh, seeded database that only the e2e tests use.
import { rmSync } from "node:fs";
import { ensureDevVars, run } from "./lib.mjs";
import { STANDIN_URL, spawnStandin } from "./stripe-standin/spawn.mjs";

const persist = process.env.E2E_STATE ?? ".tmp/e2e-state";
const port = process.env.E2E_PORT ?? "8788";
ensureDevVars();
rmSync(persist, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
run("tsx", ["scripts/seed.ts", "--persist-to", persist]);
// Wired to the Stripe stand-in but with no keys, so the shop starts in demo mode; the
// payments spec saves test keys in Settings itself (after the storefront specs that expect demo mode).
spawnStandin(port, { STRIPE_STANDIN_ASYNC_DELAY_MS: "1500" });
run("wrangler", [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--persist-to",
  persist,
  "--show-interactive-dev-session=false",
  "--var",
  `STRIPE_API_URL:${STANDIN_URL}`,
  "--var",
  "SETTINGS_ENCRYPTION_KEY:e2e-only-settings-encryption-key",
  // The tests follow e-mailed links from the developer's mailbox, even with an older .dev.vars.
  "--var",
  "DEV_MAILBOX:1",
]);
