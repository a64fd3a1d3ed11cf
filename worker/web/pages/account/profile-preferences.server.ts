import type { RouterContextProvider } from "react-router";
import {
  AccountNameSchema,
  AlertPreferencesSchema,
  SAVE_ALERTS_INTENT,
  SAVE_NAME_INTENT,
} from "../../../../app/schemas/account";
import { type CustomerSession, forgetSessionsInKv, openSessionKvKeys } from "../../../auth/session";
import type { Database } from "../../../db/client";
import {
  alertPreferencesOf,
  saveAccountName,
  saveAlertPreferences,
} from "../../../services/accounts/preferences";
import { formSuccess } from "../../forms/action-result.server";
import { formIntent } from "../../forms/form-action.server";

// The profile's settings form, as the page's own action runs it: the same schema and service as
// PUT /api/user/profile, the answers of the form protocol.

export function preferencesOf(db: Database, customer: CustomerSession) {
  return alertPreferencesOf(db, customer.user.id);
}

/** The settings form (alerts) and the name form of the profile's intent table. */
export function profilePreferenceIntents(
  context: Readonly<RouterContextProvider>,
  { db, kv }: { db: Database; kv: KVNamespace },
  customer: CustomerSession,
  words: { alertsSaved: string; nameSaved: string },
) {
  return {
    [SAVE_ALERTS_INTENT]: formIntent({
      schema: AlertPreferencesSchema,
      run: async (input) => {
        await saveAlertPreferences(db, customer.user.id, input);
        return formSuccess(context, { title: words.alertsSaved }, { intent: SAVE_ALERTS_INTENT });
      },
    }),
    // Saved on the account, and the session caches dropped so every page reads it.
    [SAVE_NAME_INTENT]: formIntent({
      schema: AccountNameSchema,
      run: async (input) => {
        await saveAccountName(db, customer.user.id, input);
        await forgetSessionsInKv(kv, await openSessionKvKeys(db, customer.user.id));
        return formSuccess(context, { title: words.nameSaved }, { intent: SAVE_NAME_INTENT });
      },
    }),
  };
}
