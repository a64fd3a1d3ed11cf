// Stripe's wire format as the stand-in speaks it: bracket-keyed form bodies in, JSON and Stripe's
// error envelope out, ids with Stripe's prefixes, and the v1 webhook signature.
import { createHmac, randomBytes } from "node:crypto";

export const API_VERSION = "2026-10-28.endive";

/** Parse `a[b][0][c]=v` form keys into nested objects and arrays, as Stripe does. */
export function parseForm(body) {
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part];
      }
    });
  }
  return out;
}

export const id = (prefix) => `${prefix}_standin_${randomBytes(12).toString("hex")}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signature(secret, body, timestamp = nowSeconds()) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export function json(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
  res.end(JSON.stringify(body));
}

/** Stripe's error envelope; `details` may set the error `type` and add fields such as `code`. */
export function stripeError(res, status, message, details = {}) {
  const { type = "invalid_request_error", ...extra } = details;
  json(res, status, { error: { type, message, ...extra } });
}
