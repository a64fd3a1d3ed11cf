import type { AdminLogin } from "../../../../app/schemas/admin/session";
import type { Database } from "../../../db/client";
import { loginAdmin } from "../../../services/staff/sign-in";
import { adminSessionCookie } from "../../cookies/admin-session-cookie.server";
import { deviceCookie, deviceTokensFrom } from "../../cookies/device-cookie.server";
import { clientAddress, fullClientAddress } from "../../http/client-address.server";
import { sessionDeviceOf } from "../account/session-device.server";

/**
 * A staff sign-in seen from a request (the form's action and POST /api/admin/login): the service's
 * answer without its secrets, and the session and device cookies to set.
 */
export async function staffSignInRequest(db: Database, env: Env, request: Request, input: AdminLogin) {
  const { token, deviceTokens, ...answer } = await loginAdmin(db, env, {
    input,
    request: {
      client: clientAddress(request),
      address: fullClientAddress(request),
      userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
      deviceTokens: deviceTokensFrom(request, "staff"),
      device: sessionDeviceOf(request),
    },
  });
  return { answer, cookies: [adminSessionCookie(token), deviceCookie("staff", deviceTokens)] };
}
