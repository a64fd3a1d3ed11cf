// Stripe failing on demand, the ways it fails in production, for tests and for anyone checking how
// the shop behaves then. Armed and cleared over HTTP:
//
//   POST   /__standin/faults  {"path":"/v1/checkout/sessions","fault":"error","status":500,"count":2}
//   GET    /__standin/faults  what is armed
//   DELETE /__standin/faults  disarm everything
//
//   path    a /v1 path or its start ("/v1/refunds"); method: optional, "POST" by default
//   fault   "error"        Stripe's api_error envelope with `status` (500 by default)
//           "timeout"      no answer: the connection stays open until the caller gives up
//           "drop"         the connection closes before the request is handled
//           "lose-answer"  the request is handled (the session or refund exists), then the
//                          connection closes before the answer: a timeout after Stripe acted
//   count   how many matching requests fail (1 by default); the shop's SDK retries once
//   match   optional text the request's decoded form body must contain (an e-mail, a payment
//           intent id), so parallel tests arm faults for their own requests only
import { stripeError } from "./wire.mjs";

const FAULTS = new Set(["error", "timeout", "drop", "lose-answer"]);
const HOLD_MS = 60_000;

const decoded = (body) => {
  try {
    return decodeURIComponent(body.replace(/\+/g, " "));
  } catch {
    return body;
  }
};

export function createFaults() {
  let armed = [];

  /** The fault armed for this request, counted down; none for most requests. */
  function take(req, path, body) {
    const text = decoded(body);
    const fault = armed.find(
      (f) => req.method === f.method && path.startsWith(f.path) && (!f.match || text.includes(f.match)),
    );
    if (!fault) return null;
    fault.count -= 1;
    armed = armed.filter((f) => f.count > 0);
    return fault;
  }

  /** Answers the request the fault's way; `handle(res)` runs the real API (for "lose-answer"). */
  async function apply(fault, req, res, handle) {
    if (fault.fault === "error") {
      return stripeError(res, fault.status, "An error occurred with our connection to Stripe.", {
        type: "api_error",
      });
    }
    if (fault.fault === "drop") return req.socket.destroy();
    if (fault.fault === "timeout") {
      const timer = setTimeout(() => req.socket.destroy(), HOLD_MS);
      timer.unref();
      req.socket.once("close", () => clearTimeout(timer));
      return;
    }
    // Handled for real, then the answer never arrives.
    const lost = { writeHead: () => lost, setHeader: () => {}, end: () => req.socket.destroy() };
    return handle(lost);
  }

  function control(req, res, body, json) {
    if (req.method === "GET") return json(res, 200, { data: armed });
    if (req.method === "DELETE") {
      armed = [];
      return json(res, 200, { data: armed });
    }
    let spec;
    try {
      spec = JSON.parse(body || "{}");
    } catch {
      return json(res, 400, { error: "body must be JSON" });
    }
    const count = spec.count === undefined ? 1 : Number(spec.count);
    if (typeof spec.path !== "string" || !spec.path.startsWith("/v1/") || !FAULTS.has(spec.fault)) {
      return json(res, 400, {
        error: `path must start with /v1/ and fault be one of ${[...FAULTS].join(", ")}`,
      });
    }
    if (!(Number.isInteger(count) && count >= 1)) return json(res, 400, { error: "count must be 1 or more" });
    const fault = {
      path: spec.path,
      method: String(spec.method ?? "POST").toUpperCase(),
      fault: spec.fault,
      status: Number(spec.status ?? 500),
      count,
      match: typeof spec.match === "string" && spec.match ? spec.match : null,
    };
    armed.push(fault);
    return json(res, 201, { data: armed });
  }

  return { take, apply, control };
}
