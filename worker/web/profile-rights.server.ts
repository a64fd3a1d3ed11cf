import { type RouterContextProvider, redirect } from "react-router";
import { fieldErrorsOf } from "../../app/lib/form-errors";
import { DeleteAccountSchema } from "../../app/schemas/account";
import { EndSessionSchema, type SignedInSession } from "../../app/schemas/sessions";
import type { CustomerSession } from "../auth/session";
import type { Database } from "../db/client";
import { deleteOwnAccount } from "../services/accounts/deletion";
import {
  endCustomerSession,
  endOtherCustomerSessions,
  listCustomerSessions,
} from "../services/accounts/sessions";
import { cookieHeaders, formSuccess, invalidForm } from "./action-result.server";
import { clientAddress } from "./client-address.server";
import { queueToast } from "./flash.server";
import { clearSessionCookie } from "./session-cookie.server";

// The profile's data-rights intents (delete the account, end sessions), as the page's own action
// runs them: the same services as /api/user/*, the answers of the form protocol.

interface RightsRequest {
  intent: string | undefined;
  fields: Record<string, string>;
  request: Request;
  context: Readonly<RouterContextProvider>;
  db: Database;
  env: Env;
  customer: CustomerSession;
}

export function sessionsOf(db: Database, customer: CustomerSession): Promise<SignedInSession[]> {
  return listCustomerSessions(db, customer.user.id, customer.tokenHash);
}

/** Runs one of the rights intents; null when the intent is not one of them. */
export async function profileRightsAction({
  intent,
  fields,
  request,
  context,
  db,
  env,
  customer,
}: RightsRequest) {
  switch (intent) {
    case "delete-account": {
      const parsed = DeleteAccountSchema.safeParse(fields);
      if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error), { intent });
      await deleteOwnAccount(db, env, parsed.data.password, {
        userId: customer.user.id,
        client: clientAddress(request),
      });
      queueToast(context, {
        title: "Your account has been deleted",
        description: "Your personal details are erased and you are signed out everywhere.",
      });
      return redirect("/", { headers: cookieHeaders([clearSessionCookie()]) });
    }
    case "end-session": {
      const parsed = EndSessionSchema.safeParse(fields);
      if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error), { intent });
      const ended = await endCustomerSession(db, env, parsed.data.sessionId, {
        userId: customer.user.id,
        currentHash: customer.tokenHash,
      });
      if (ended.current) return redirect("/auth/login", { headers: cookieHeaders([clearSessionCookie()]) });
      return formSuccess(context, { title: "Signed out of that device" }, { intent });
    }
    case "end-other-sessions": {
      const { ended } = await endOtherCustomerSessions(db, env, {
        userId: customer.user.id,
        currentHash: customer.tokenHash,
      });
      const title = ended === 1 ? "Signed out of 1 other device" : `Signed out of ${ended} other devices`;
      return formSuccess(context, { title }, { intent });
    }
    default:
      return null;
  }
}
