// Serves the current production build on a fresh, seeded database that only the e2e tests use.
import { rmSync } from "node:fs";
import { ensureDevVars, run } from "./lib.mjs";
import { serveBuiltWorker } from "./serve-built-worker.mjs";
import { STANDIN_URL, spawnStandin } from "./stripe-standin/spawn.mjs";

const persist = process.env.E2E_STATE ?? ".tmp/e2e-state";
const port = process.env.E2E_PORT ?? "8788";
ensureDevVars();
rmSync(persist, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
run("tsx", ["scripts/seed.ts", "--persist-to", persist]);
// The rows only the back-office specs need (a failed fulfilment, a long chat history), written
// before the server starts: no test writes to the database behind the running server's back.
run("tsx", ["scripts/seed-e2e.ts", "--persist-to", persist]);
// Wired to the Stripe stand-in but with no keys, so the shop starts in demo mode; the
// payments spec saves test keys in Settings itself (after the storefront specs that expect demo mode).
spawnStandin(port, { STRIPE_STANDIN_ASYNC_DELAY_MS: "1500" });
await serveBuiltWorker({
  port,
  persist,
  vars: {
    STRIPE_API_URL: STANDIN_URL,
    SETTINGS_ENCRYPTION_KEY: "e2e-only-settings-encryption-key",
    // The tests follow e-mailed links from the developer's mailbox, even with an older .dev.vars.
    DEV_MAILBOX: "1",
    // Local development: the example secrets are accepted, and staff sign in with a password
    // (the two-factor requirement is tested in workerd with it on).
    LOCAL_DEVELOPMENT: "1",
    STAFF_TWO_FACTOR: "optional",
  },
});
