import { staffOperations as staff } from "../../services/staff/operations";
import { clearAdminSessionCookie } from "../../web/cookies/admin-session-cookie.server";
import { operationRoutes, route } from "./operation-routes";

/** Each staff member's own account: password, the sessions they are signed in with, two-factor. */
export const adminAccountApi = operationRoutes([
  route("get", "/account", staff.readOwnAccount),
  route("post", "/account/password", staff.changeOwnPassword),
  route("get", "/account/sessions", staff.listOwnSessions),
  route("delete", "/account/sessions", staff.endOtherOwnSessions),
  route("delete", "/account/sessions/:id", staff.endOwnSession, {
    respond: (c, ended) => {
      if (ended.current) c.header("Set-Cookie", clearAdminSessionCookie());
      return c.json({ success: true, ...ended });
    },
  }),
  route("post", "/account/two-factor/setup", staff.startTwoFactor),
  route("post", "/account/two-factor/confirm", staff.confirmTwoFactor),
  route("post", "/account/two-factor/disable", staff.disableTwoFactor, { answer: () => ({ success: true }) }),
]);
