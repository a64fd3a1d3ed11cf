// A local stand-in for the parts of Stripe the shop uses, speaking Stripe's wire format: form-encoded
// requests with bracket keys, JSON answers, `Idempotency-Key` replay, Stripe's error envelope, a
// plain hosted payment page, and webhooks signed with the v1 scheme
// (`Stripe-Signature: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<body>")`). Plain Node, no dependencies.
//
//   node scripts/stripe-standin/server.mjs
//   STRIPE_STANDIN_PORT (12111)            where it listens (127.0.0.1)
//   STRIPE_STANDIN_WEBHOOK_SECRET          signing secret (whsec_standin_local_signing_secret)
//   STRIPE_STANDIN_WEBHOOK_URL             where webhooks go; default: the success_url's origin +
//                                          /api/webhooks/stripe; "none" sends none
//   STRIPE_STANDIN_ASYNC_DELAY_MS (2000)   "Pay later (FPX delayed)": delay before the bank says yes
//
// Faults (a 500, a timeout, a dropped connection, an answer lost after Stripe acted) are armed at
// /__standin/faults: see faults.mjs. A paid charge is disputed at /__standin/disputes: see disputes.mjs.
//
// This module wires the parts: wire.mjs (format), objects.mjs (sessions and charges),
// webhooks.mjs (signed events), api.mjs (/v1), hosted-page.mjs (/pay) and disputes.mjs.
import { createServer } from "node:http";
import { exitWithParent } from "../exit-with-parent.mjs";
import { createApi } from "./api.mjs";
import { createDisputes } from "./disputes.mjs";
import { createFaults } from "./faults.mjs";
import { createHostedPage } from "./hosted-page.mjs";
import { createObjects, publicSession } from "./objects.mjs";
import { createEventSender } from "./webhooks.mjs";
import { json, nowSeconds, stripeError } from "./wire.mjs";

export { parseForm, signature } from "./wire.mjs";

export const DEFAULT_WEBHOOK_SECRET = "whsec_standin_local_signing_secret";
export const DEFAULT_SECRET_KEY = "sk_test_standin_local_4242";

export function startStandin(options = {}) {
  const port = Number(options.port ?? process.env.STRIPE_STANDIN_PORT ?? 12111);
  const secret = options.webhookSecret ?? process.env.STRIPE_STANDIN_WEBHOOK_SECRET ?? DEFAULT_WEBHOOK_SECRET;
  const webhookUrl = options.webhookUrl ?? process.env.STRIPE_STANDIN_WEBHOOK_URL ?? "";
  const asyncDelay = Number(options.asyncDelayMs ?? process.env.STRIPE_STANDIN_ASYNC_DELAY_MS ?? 2000);
  const log = options.quiet ? () => {} : (...args) => console.log("[stripe-standin]", ...args);

  const sentEvents = [];
  const publicUrl = () => `http://127.0.0.1:${server.address().port}`;
  const objects = createObjects(publicUrl);
  const sendEvent = createEventSender({ secret, webhookUrl, log, sentEvents });

  async function expire(session) {
    session.status = "expired";
    session.url = null;
    await sendEvent("checkout.session.expired", publicSession(session), session);
  }

  const disputes = createDisputes({ objects, sendEvent });
  const api = createApi({ objects, sendEvent, expire, disputes: disputes.disputes });
  const hosted = createHostedPage({ objects, sendEvent, dispute: disputes.dispute, asyncDelay });
  const faults = createFaults();

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    try {
      if (url.pathname.startsWith("/v1/")) {
        const fault = faults.take(req, url.pathname, body);
        if (fault) return await faults.apply(fault, req, res, (answer) => api(req, answer, url, body));
        return await api(req, res, url, body);
      }
      if (url.pathname === "/__standin/faults") return faults.control(req, res, body, json);
      if (url.pathname.startsWith("/pay/")) return await hosted(req, res, url, body);
      if (url.pathname === "/__standin/disputes" && req.method === "POST") {
        return await disputes.control(res, body, json);
      }
      if (url.pathname === "/__standin/events") return json(res, 200, { data: sentEvents });
      if (url.pathname === "/health") return json(res, 200, { ok: true });
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    } catch (error) {
      log("error", error);
      stripeError(res, 500, "Stand-in error", { type: "api_error" });
    }
  });

  // Sessions past their expires_at expire by themselves, as Stripe's do.
  const sweeper = setInterval(() => {
    for (const s of objects.sessions.values())
      if (s.status === "open" && s.expires_at <= nowSeconds()) void expire(s);
  }, 5000);
  sweeper.unref();

  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      log(`listening on ${publicUrl()} (webhooks ${webhookUrl || "to the success_url's origin"})`);
      resolve({
        server,
        url: publicUrl(),
        port: server.address().port,
        sessions: objects.sessions,
        close: () =>
          new Promise((r) => {
            clearInterval(sweeper);
            server.close(() => r());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitWithParent();
  await startStandin();
}
