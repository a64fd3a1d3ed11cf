import type { RouterContextProvider } from "react-router";
import { fieldErrorsOf } from "../../app/lib/form-errors";
import {
  ALERT_PREFERENCE_WORDS,
  AlertPreferencesSchema,
  SAVE_ALERTS_INTENT,
} from "../../app/schemas/account";
import type { CustomerSession } from "../auth/session";
import type { Database } from "../db/client";
import { alertPreferencesOf, saveAlertPreferences } from "../services/accounts/preferences";
import { formSuccess, invalidForm } from "./action-result.server";

// The profile's settings form, as the page's own action runs it: the same schema and service as
// PUT /api/user/profile, the answers of the form protocol.

export function preferencesOf(db: Database, customer: CustomerSession) {
  return alertPreferencesOf(db, customer.user.id);
}

export async function saveAlertPreferencesAction(
  context: Readonly<RouterContextProvider>,
  db: Database,
  customer: CustomerSession,
  fields: Record<string, string>,
) {
  const intent = SAVE_ALERTS_INTENT;
  const parsed = AlertPreferencesSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error), { intent });
  await saveAlertPreferences(db, customer.user.id, parsed.data);
  return formSuccess(context, { title: ALERT_PREFERENCE_WORDS.saved }, { intent });
}
