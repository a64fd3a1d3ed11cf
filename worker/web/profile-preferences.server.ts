import type { RouterContextProvider } from "react-router";
import { fieldErrorsOf } from "../../app/lib/form-errors";
import {
  AccountNameSchema,
  ALERT_PREFERENCE_WORDS,
  AlertPreferencesSchema,
  SAVE_ALERTS_INTENT,
  SAVE_NAME_INTENT,
} from "../../app/schemas/account";
import { type CustomerSession, forgetSessionsInKv, openSessionKvKeys } from "../auth/session";
import type { Database } from "../db/client";
import { alertPreferencesOf, saveAccountName, saveAlertPreferences } from "../services/accounts/preferences";
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

/** The name form: saved on the account, and the session caches dropped so every page reads it. */
export async function saveAccountNameAction(
  context: Readonly<RouterContextProvider>,
  { db, kv }: { db: Database; kv: KVNamespace },
  customer: CustomerSession,
  { fields, saved }: { fields: Record<string, string>; saved: string },
) {
  const intent = SAVE_NAME_INTENT;
  const parsed = AccountNameSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error), { intent });
  await saveAccountName(db, customer.user.id, parsed.data);
  await forgetSessionsInKv(kv, await openSessionKvKeys(db, customer.user.id));
  return formSuccess(context, { title: saved }, { intent });
}
