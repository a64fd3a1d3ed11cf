import type { MiddlewareHandler } from "hono";
import { deployProblems, isLocalDevelopment } from "../../env";
import { UnavailableError } from "../../services/errors";
import { errorResponse } from "./errors.server";
import type { ApiEnv } from "./hono-env.server";

const logged = new WeakSet<object>();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A deployed Worker with a missing, short or example secret (or a local-only switch) answers 503
 * to every request, naming the variables but never their values, until the deploy is mended
 * (decision 0065). Local development (`isLocalDevelopment`) serves as before.
 */
export const refuseUnsafeDeploy: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (isLocalDevelopment(c.env, new URL(c.req.url))) return next();
  const problems = deployProblems(c.env);
  if (problems.length === 0) return next();
  if (!logged.has(c.env)) {
    logged.add(c.env);
    console.error(`Refusing to serve: ${problems.join("; ")}`);
  }
  c.header("Cache-Control", "no-store");
  c.header("Retry-After", "300");
  const error = "This shop is not configured safely and will not serve until its settings are fixed";
  if (c.req.path.startsWith("/api/")) return errorResponse(c, new UnavailableError(error, { problems }));
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("");
  return c.html(
    `<!doctype html><meta charset="utf-8"><title>Not configured safely</title><h1>${error}</h1><ul>${items}</ul><p>Set each secret with <code>wrangler secret put NAME</code> (see the README's deploy section).</p>`,
    503,
  );
};
