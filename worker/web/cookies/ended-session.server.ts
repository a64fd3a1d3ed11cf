import { banWords } from "../../../app/lib/auth-failure-words";
import type { ToastInput } from "../../../app/lib/toast";
import type { Translate } from "../../../app/lib/translate";
import { runningBanOfSession } from "../../auth/session";
import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { clearSessionCookie, sessionTokenFrom } from "./session-cookie.server";

/**
 * For a request whose session cookie no longer signs anyone in: drop the cookie (so the stale token
 * costs no lookup on later pages) and, when the session ended because the account was banned, say
 * so on this page, in its language, with the same words the login form uses, instead of signing
 * out in silence.
 */
export async function endedSessionNotice(
  db: Database,
  request: Request,
  t: Translate,
): Promise<{ clear: string; flash: ToastInput | null } | null> {
  const token = sessionTokenFrom(request);
  if (!token) return null;
  const ban = await runningBanOfSession(db, await sha256Hex(token));
  const flash: ToastInput | null = ban
    ? {
        title: t("toast.login.signedOut"),
        description: banWords(t, ban),
        variant: "destructive",
      }
    : null;
  return { clear: clearSessionCookie(), flash };
}
