/**
 * Requests that do not come from a browser on this site and carry their own proof instead: Stripe's
 * webhook and the eSIM supplier's usage notifications (signed bodies). Exempt, by exact method and
 * path, from the same-origin check and the JSON-only body rule; nothing else is.
 */
const SIGNED_WEBHOOK_ROUTES = new Set(["POST /api/webhooks/stripe", "POST /api/webhooks/esim"]);

export function isSignedWebhook(method: string, path: string): boolean {
  return SIGNED_WEBHOOK_ROUTES.has(`${method.toUpperCase()} ${path}`);
}
