import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { DeleteAccountSchema } from "../../../../app/schemas/account";
import { EndSessionSchema, type SignedInSession } from "../../../../app/schemas/sessions";
import type { CustomerSession } from "../../../auth/session";
import type { Database } from "../../../db/client";
import { deleteOwnAccount } from "../../../services/accounts/deletion";
import {
  endCustomerSession,
  endOtherCustomerSessions,
  listCustomerSessions,
} from "../../../services/accounts/sessions";
import { queueToast } from "../../cookies/flash.server";
import { clearSessionCookie } from "../../cookies/session-cookie.server";
import { cookieHeaders, formSuccess } from "../../forms/action-result.server";
import { formIntent } from "../../forms/form-action.server";
import { clientAddress } from "../../http/client-address.server";

// The profile's data-rights intents (delete the account, end sessions), as the page's own action
// runs them: the same services as /api/user/*, the answers of the form protocol.

/** Who asks and where: the signed-in customer and the request's context. */
export interface ProfileWork {
  request: Request;
  context: Readonly<RouterContextProvider>;
  db: Database;
  env: Env;
  customer: CustomerSession;
}

export function sessionsOf(db: Database, customer: CustomerSession): Promise<SignedInSession[]> {
  return listCustomerSessions(db, customer.user.id, customer.tokenHash);
}

/** The rights intents of the profile's intent table, each with its form's schema. */
export function profileRightsIntents({ request, context, db, env, customer }: ProfileWork) {
  return {
    "delete-account": formIntent({
      schema: DeleteAccountSchema,
      run: async (input) => {
        await deleteOwnAccount(db, env, input.password, {
          userId: customer.user.id,
          client: clientAddress(request),
        });
        queueToast(context, {
          title: "Your account has been deleted",
          description: "Your personal details are erased and you are signed out everywhere.",
        });
        return redirect("/", { headers: cookieHeaders([clearSessionCookie()]) });
      },
    }),
    "end-session": formIntent({
      schema: EndSessionSchema,
      run: async (input) => {
        const ended = await endCustomerSession(db, env, input.sessionId, {
          userId: customer.user.id,
          currentHash: customer.tokenHash,
        });
        if (ended.current) return redirect("/auth/login", { headers: cookieHeaders([clearSessionCookie()]) });
        return formSuccess(context, { title: "Signed out of that device" }, { intent: "end-session" });
      },
    }),
    "end-other-sessions": formIntent({
      schema: z.object({}),
      run: async () => {
        const { ended } = await endOtherCustomerSessions(db, env, {
          userId: customer.user.id,
          currentHash: customer.tokenHash,
        });
        const title = ended === 1 ? "Signed out of 1 other device" : `Signed out of ${ended} other devices`;
        return formSuccess(context, { title }, { intent: "end-other-sessions" });
      },
    }),
  };
}
