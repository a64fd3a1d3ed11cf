import { redirect } from "react-router";
import { adminLoginPath } from "../../app/lib/admin-redirect";

/** A back-office page asked for without a live staff session: sign in, then come back here. */
export function toAdminLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(adminLoginPath(`${url.pathname}${url.search}`));
}
