import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { demoSimKey } from "../../worker/integrations/esim/demo";
import type { EsimUsage } from "../../worker/integrations/esim/types";
import { json } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { eventually, orderStatus } from "./fulfilment-helpers";
import { ORIGIN } from "./helpers";
import { mailbox } from "./mailbox";
import { stripePaidOrder } from "./payment-helpers";
import worker from "./test-worker";

// Usage alerts as the supplier and the hourly check raise them, read back as the customer would.
export const ALERT_SECRET = "esim-alerts-integration-secret";
export const SITE_URL = "http://localhost:8787";

/** The signature the supplier sends for `body`: HMAC-SHA512 of the raw bytes, as lower-case hex. */
export async function signNotification(body: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-512" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(body));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * POST /api/webhooks/esim as the supplier would: no Origin, no cookie, the raw body signed with
 * HMAC-SHA512 under the shop's secret (or the `signature` given; null sends none). The secret is
 * the Worker's binding for this request, as `wrangler secret put` would set it.
 */
export async function notify(
  body: string | Record<string, unknown>,
  options: { signature?: string | null; secret?: string } = {},
) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined ? await signNotification(raw, ALERT_SECRET) : options.signature;
  const headers = new Headers({ "Content-Type": "application/json" });
  if (signature !== null) headers.set("airalo-signature", signature);
  const request = new Request(`${ORIGIN}/api/webhooks/esim`, { method: "POST", headers, body: raw });
  const ctx = createExecutionContext();
  const bindings = { ...env, AIRALO_WEBHOOK_SECRET: options.secret ?? ALERT_SECRET } as Env;
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A customer with one delivered Japan eSIM, bought through checkout, Stripe and fulfilment. */
export async function deliveredEsim(slug = "japan-5gb-7-days") {
  const owner = await newCustomer("alerted");
  const { orderId } = await stripePaidOrder([{ slug }], owner.browser);
  await eventually(async () => (await orderStatus(orderId)) === "delivered", 20_000);
  const view = await json(await owner.browser.get(`/api/user/orders/${orderId}/esims`));
  const iccid = view.esims[0].iccid as string;
  return { ...owner, email: `${owner.username}@shop.test`, orderId, iccid };
}

/** The usage-alert rows of the outbox to an address (what was queued, sent or not). */
export const alertEmails = (to: string) =>
  env.DB.prepare(
    "SELECT subject, payload, user_id, order_id FROM email_outbox WHERE template = 'esim_alert' AND to_address = ? ORDER BY id",
  )
    .bind(to)
    .all<{ payload: string; user_id: number; order_id: number }>()
    .then((r) => r.results);

export const alertRows = (iccid: string) =>
  env.DB.prepare(
    "SELECT a.level, a.round, a.source FROM esim_alerts a JOIN esims e ON e.id = a.esim_id WHERE e.iccid = ? ORDER BY a.id",
  )
    .bind(iccid)
    .all<{ level: string; round: number; source: string }>()
    .then((r) => r.results);

/** The alert e-mail the customer received with this subject (waits for the e-mail queue). */
export function receivedAlert(to: string, subject: string) {
  return eventually(async () => (await mailbox(to)).find((mail) => mail.subject === subject));
}

export const topupLink = (iccid: string) => `${SITE_URL}/my-esims/${iccid}/top-up`;

/** What the demo supplier will answer for this eSIM's usage. */
export function setUsage(iccid: string, usage: Partial<EsimUsage>) {
  const full: EsimUsage = {
    status: "active",
    totalMb: 5120,
    remainingMb: 5120,
    unlimited: false,
    expiresAt: null,
    ...usage,
  };
  return env.SUPPLIER_KV.put(demoSimKey(iccid), JSON.stringify(full));
}

/** One run of the hourly cron trigger at `at`. */
export async function hourlyCron(at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(at), cron: "17 * * * *" }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

export async function expectStatus(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
}
