import { loginFailureMessage } from "../../app/lib/auth-messages";
import type { ToastInput } from "../../app/lib/toast";
import { runningBanOfSession } from "../auth/session";
import { sha256Hex } from "../auth/tokens";
import type { Database } from "../db/client";
import { clearSessionCookie, sessionTokenFrom } from "./session-cookie.server";

/**
 * For a request whose session cookie no longer signs anyone in: drop the cookie (so the stale token
 * costs no lookup on later pages) and, when the session ended because the account was banned, say
 * so on this page, with the same words the login form uses, instead of signing out in silence.
 */
export async function endedSessionNotice(
  db: Database,
  request: Request,
): Promise<{ clear: string; flash: ToastInput | null } | null> {
  const token = sessionTokenFrom(request);
  if (!token) return null;
  const ban = await runningBanOfSession(db, await sha256Hex(token));
  const flash: ToastInput | null = ban
    ? {
        title: "You have been signed out",
        description: loginFailureMessage({ status: 403, error: "Account is banned", ...ban }),
        variant: "destructive",
      }
    : null;
  return { clear: clearSessionCookie(), flash };
}
