import { rateLimitBucket } from "../../services/shared/client-bucket";

/** The caller's exact address as Cloudflare reports it (wrangler dev sets it locally too), or null. */
export function fullClientAddress(request: Request): string | null {
  const address = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase();
  // A header is the caller's to write when nothing sits in front: keep it a plausible length.
  return address ? address.slice(0, 64) : null;
}

/**
 * The caller's address as the subject of a per-client limit: an IPv6 address counts as its /64,
 * IPv4 stays exact (see rateLimitBucket). Audit rows keep the exact address (fullClientAddress).
 */
export function clientAddress(request: Request): string {
  const address = fullClientAddress(request);
  return address ? rateLimitBucket(address) : "unknown";
}
