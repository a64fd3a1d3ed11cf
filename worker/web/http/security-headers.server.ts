import type { MiddlewareHandler } from "hono";
import { readPaymentSecrets } from "../../env";
import type { ApiEnv } from "./hono-env.server";

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Where a form post may lead: this site, and Stripe Checkout. Chromium applies `form-action` to the
 * redirect that answers a form post, so "Pay" (303 to the Checkout page) needs its origin here:
 * checkout.stripe.com, or the stand-in's origin when STRIPE_API_URL points elsewhere.
 */
function formActionSources(env: Env): string {
  const sources = ["'self'", "https://checkout.stripe.com"];
  const api = URL.parse(readPaymentSecrets(env).apiUrl);
  if (api && api.hostname !== "api.stripe.com") sources.push(api.origin);
  return sources.join(" ");
}

function contentSecurityPolicy(nonce: string, formAction: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (public/sw.js) and the web app manifest, from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Baseline headers for every answer; pages get a nonce-based CSP (skipped by the Vite dev server, whose HMR scripts carry no nonce). */
export const securityHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const nonce = randomNonce();
  c.set("nonce", nonce);
  await next();
  // A WebSocket handshake comes back from the chat room's object with immutable headers.
  if (c.res.status === 101) return;
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (new URL(c.req.url).protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  const isHtml = headers.get("Content-Type")?.startsWith("text/html");
  if (isHtml && import.meta.env.MODE !== "development") {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, formActionSources(c.env)));
  }
};
