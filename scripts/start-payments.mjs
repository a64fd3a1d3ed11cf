// `npm run start:payments`: like `npm start`, with the local Stripe stand-in
// (scripts/stripe-standin) answering the SDK and posting signed webhooks back, and the Airalo
// stand-in (scripts/airalo-standin) as the eSIM supplier, so a purchase, a top-up and a usage alert
// can be clicked through on a fresh clone with no network. Keys are injected with `wrangler dev --var`
// (they override .dev.vars); plain `npm start` stays in demo mode. `STATE_DIR` puts the local D1, KV
// and R2 in a fresh directory instead of the developer's own (`npm run soak` uses it); `INSPECTOR_PORT`
// pins wrangler's inspector (the soak reads the worker's heap there).
import { rmSync } from "node:fs";
import { AIRALO_STANDIN_CLIENT, AIRALO_STANDIN_URL, spawnAiraloStandin } from "./airalo-standin/spawn.mjs";
import { ensureDevVars, holdServingLock, run, siteUrlVar } from "./lib.mjs";
import { DEFAULT_SECRET_KEY, DEFAULT_WEBHOOK_SECRET } from "./stripe-standin/server.mjs";
import { STANDIN_URL, spawnStandin } from "./stripe-standin/spawn.mjs";

ensureDevVars();
const port = process.env.PORT ?? "8787";
// With SKIP_BUILD (the soak, on its own state) nothing is rebuilt, so nothing is held.
if (!process.env.SKIP_BUILD) holdServingLock("npm run start:payments", port);
const state = process.env.STATE_DIR;
if (state) rmSync(state, { recursive: true, force: true });
const persist = state ? ["--persist-to", state] : [];
if (!process.env.SKIP_BUILD) run("react-router", ["build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
run("tsx", ["scripts/seed.ts", ...persist]);
spawnStandin(port);
spawnAiraloStandin();
console.log(`\nStripe stand-in: ${STANDIN_URL} (test mode, webhooks signed with ${DEFAULT_WEBHOOK_SECRET})`);
console.log(`Airalo stand-in: ${AIRALO_STANDIN_URL} (eSIM supplier; controls under /__control)`);
run("wrangler", [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  ...persist,
  ...siteUrlVar(port),
  ...(process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : []),
  "--var",
  `STRIPE_API_URL:${STANDIN_URL}`,
  "--var",
  `STRIPE_SECRET_KEY:${DEFAULT_SECRET_KEY}`,
  "--var",
  `STRIPE_WEBHOOK_SECRET:${DEFAULT_WEBHOOK_SECRET}`,
  "--var",
  "ESIM_PROVIDER:airalo",
  "--var",
  `AIRALO_API_URL:${AIRALO_STANDIN_URL}`,
  "--var",
  `AIRALO_CLIENT_ID:${AIRALO_STANDIN_CLIENT.id}`,
  "--var",
  `AIRALO_CLIENT_SECRET:${AIRALO_STANDIN_CLIENT.secret}`,
]);
