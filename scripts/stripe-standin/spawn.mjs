// Start the Stripe stand-in as a child process (shared by `npm run start:payments` and the e2e server).
import { spawn } from "node:child_process";

export const STANDIN_PORT = process.env.STRIPE_STANDIN_PORT ?? "12111";
export const STANDIN_URL = `http://127.0.0.1:${STANDIN_PORT}`;

/** The stand-in, posting its signed webhooks to the shop on `shopPort`; stopped when this process exits. */
export function spawnStandin(shopPort, extraEnv = {}) {
  const child = spawn(process.execPath, ["scripts/stripe-standin/server.mjs"], {
    stdio: "inherit",
    env: {
      ...process.env,
      STRIPE_STANDIN_PORT: STANDIN_PORT,
      STRIPE_STANDIN_WEBHOOK_URL: `http://127.0.0.1:${shopPort}/api/webhooks/stripe`,
      ...extraEnv,
    },
  });
  const stop = () => child.kill();
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  return child;
}
