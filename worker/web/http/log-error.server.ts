// Unexpected errors are logged by class, code and request id only (worker/services/shared/log-error.ts,
// shared with the queues and services, which cannot import worker/web).
export { logUnexpectedError } from "../../services/shared/log-error";

/** The id of this request in Cloudflare's logs (cf-ray), or a fresh one when there is none. */
export function requestIdOf(request: Request | undefined): string {
  return request?.headers.get("cf-ray") ?? crypto.randomUUID();
}
