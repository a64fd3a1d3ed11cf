// `npm run start:payments`: like `npm start`, with the local Stripe stand-in
// (scripts/stripe-standin) answering the SDK and posting signed webhooks back, so a purchase can be
// clicked through on a fresh clone with no network. Keys are injected with `wrangler dev --var`
// (they override .dev.vars); plain `npm start` stays in demo mode.
import { ensureDevVars, run } from "./lib.mjs";
import { DEFAULT_SECRET_KEY, DEFAULT_WEBHOOK_SECRET } from "./stripe-standin/server.mjs";
import { STANDIN_URL, spawnStandin } from "./stripe-standin/spawn.mjs";

ensureDevVars();
run("react-router", ["build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
run("tsx", ["scripts/seed.ts"]);
const port = process.env.PORT ?? "8787";
spawnStandin(port);
console.log(`\nStripe stand-in: ${STANDIN_URL} (test mode, webhooks signed with ${DEFAULT_WEBHOOK_SECRET})`);
run("wrangler", [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  "--var",
  `STRIPE_API_URL:${STANDIN_URL}`,
  "--var",
  `STRIPE_SECRET_KEY:${DEFAULT_SECRET_KEY}`,
  "--var",
  `STRIPE_WEBHOOK_SECRET:${DEFAULT_WEBHOOK_SECRET}`,
]);
