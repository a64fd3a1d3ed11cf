import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Access } from "../../../app/schemas/admin/permissions";
import { readConfig } from "../../env";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../services/errors";
import { allows, type StaffIdentity } from "../../services/staff/permissions";
import { readAdminSession } from "../cookies/admin-session-cookie.server";
import { errorResponse } from "../http/errors.server";
import type { ApiEnv } from "../http/hono-env.server";
import { actorFrom } from "./actor.server";
import { markOfRoute } from "./operations.server";

/**
 * The access of the operation the matched route performs, from the registry its definition wrote
 * (operations.server.ts). Only a route's own method counts: a mark mounted with `.use` (method ALL) would cover every path under it,
 * unmarked routes too.
 */
function declaredAccess(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): Access | null {
  for (const route of matchedRoutes(c)) {
    if (route.method === "ALL") continue;
    const mark = markOfRoute(route.method, route.path);
    if (mark) return mark.access;
  }
  return null;
}

/**
 * Guards every request under /api/admin with its operation's access: no operation → 404
 * (deny by default), no staff session → 401, a staff session without the permission → 403.
 * Customer cookies are never read here.
 */
export const adminGuard: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const access = declaredAccess(c);
  if (access === null) return errorResponse(c, new NotFoundError("Not found"));
  if (access === "public") return next();
  const admin = await readAdminSession(c.get("db"), readConfig(c.env), c.req.raw);
  if (!admin) return errorResponse(c, new UnauthorizedError("Unauthorized"));
  if (admin.needsTwoFactor && !ENROLMENT_OPEN.test(c.req.path)) {
    return errorResponse(
      c,
      new ForbiddenError("Set up two-factor authentication first", { twoFactorEnrolment: true }),
    );
  }
  if (!allows(admin, access)) return errorResponse(c, new ForbiddenError("Forbidden"));
  c.set("admin", admin);
  return next();
};

/** While two-factor is required and not set up, only these answer: enrol, who am I, sign out. */
const ENROLMENT_OPEN = /^\/api\/admin\/(?:account(?:\/|$)|me\/?$|permissions\/?$|logout\/?$)/;

/**
 * After the guard: the acting staff member as admin services record them (who, from which address
 * and browser), worked out once per request; handlers read `c.get("actor")`.
 */
export const adminActor: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const admin = c.get("admin");
  if (admin) c.set("actor", actorFrom(admin, c.req.raw));
  return next();
};

/** The admin a guarded handler runs for (the guard has already refused everyone else). */
export function currentAdmin(c: { get(key: "admin"): StaffIdentity | undefined }): StaffIdentity {
  const admin = c.get("admin");
  if (!admin) throw new Error("currentAdmin() used on a route the admin guard does not cover");
  return admin;
}
