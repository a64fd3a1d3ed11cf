// Vitest globalSetup: the repository's Stripe stand-in (scripts/stripe-standin) on the port that
// vitest.config.ts chose and passed to workerd as STRIPE_API_URL. It sends no webhooks here: the
// tests sign and post their own events to the Worker.
import { startStandin } from "../../scripts/stripe-standin/server.mjs";

export default async function setup() {
  const standin = await startStandin({
    port: Number(process.env.STRIPE_STANDIN_TEST_PORT),
    webhookUrl: "none",
    quiet: true,
  });
  return () => standin.close();
}
