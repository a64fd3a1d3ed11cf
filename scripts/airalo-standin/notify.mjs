// The stand-in's usage notification, as Airalo sends one to a shop that opted in: the JSON body
// signed with HMAC-SHA512 (lower-case hex) under the shop's webhook secret, in `airalo-signature`.
// Signed here with node:crypto, apart from the shop's own WebCrypto check, so each checks the other.
import { createHmac } from "node:crypto";

/**
 * POST /__control/notify { url?, iccid, level, secret }: signs the notification and, when `url` is
 * given (http://localhost:8787/api/webhooks/esim), posts it there. Answers what it signed and, when
 * it posted, the shop's status.
 */
export async function controlNotify({ url, iccid, level, secret }) {
  const body = JSON.stringify({ iccid, level });
  const signature = createHmac("sha512", String(secret ?? ""))
    .update(body)
    .digest("hex");
  if (!url) return { body, signature };
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "airalo-signature": signature },
    body,
  });
  return { body, signature, delivered: res.status };
}
