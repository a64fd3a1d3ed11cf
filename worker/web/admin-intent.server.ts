import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { type FormFailure, fieldErrorsOf } from "../../app/lib/form-errors";
import type { ToastInput } from "../../app/lib/toast";
import { type Access, PERMISSION_LABELS, type Permission } from "../../app/schemas/admin/permissions";
import type { Actor } from "../services/audit/log";
import { allows, type StaffIdentity } from "../services/staff/permissions";
import { actionFailure, invalidForm } from "./action-result.server";
import { actorFrom } from "./actor.server";
import { staffPage } from "./admin-page.server";
import { type AppLoadContext, appContext } from "./context.server";
import { DomainError } from "./errors.server";
import { queueToast } from "./flash.server";
import { isSameOriginRequest } from "./same-origin.server";

type Context = Readonly<RouterContextProvider>;

// SPEC.md §8 "Admin": a generic destructive 'Error' with the server's message, unless the screen
// names its own title for an intent ('Failed to ban user', 'Delete failed' …).
export const ADMIN_FAILURE_TITLE = "Error";

/** What an intent's work receives: the request's bindings and the acting staff member. */
interface StaffWork extends Pick<AppLoadContext, "db" | "env" | "config"> {
  admin: StaffIdentity;
  actor: Actor;
}

/**
 * What an intent's work may answer instead of a bare toast: data for the page (a secret shown once,
 * such as a two-factor set-up or recovery codes), with a toast or none.
 */
interface IntentAnswer {
  toast: ToastInput | null;
  data: Record<string, unknown>;
}

export interface AdminIntents<Action extends { intent: string }> {
  /** What the screen itself needs (its tab's permission), checked before the intent's own. */
  area?: Access;
  /** The permission each intent needs: the same one its JSON API route `requires(...)`. */
  access: Record<Action["intent"], Access>;
  /** The fields of every intent, told apart by `intent` (a discriminated union). */
  schema: z.ZodType<Action>;
  /** Does it and says how it went, as a toast (or an IntentAnswer). */
  run: (action: Action, work: StaffWork) => Promise<ToastInput | IntentAnswer>;
  /**
   * The failure toast's title per intent, where SPEC.md names one; "Error" otherwise. null: the
   * form shows the work's failure itself (under its field), so that failure has no toast.
   */
  failureTitles?: Partial<Record<Action["intent"], string | null>>;
  /** Where a success sends the page (POST/redirect/GET); by default it answers `{ ok: true }`. */
  redirectTo?: string;
}

function refused(
  context: Context,
  status: number,
  error: string,
  intent?: string,
  title = ADMIN_FAILURE_TITLE,
) {
  queueToast(context, { title, description: error, variant: "destructive" });
  return data({ ok: false, status, error, intent } satisfies FormFailure, { status });
}

function accessLabel(access: Access): string {
  return access in PERMISSION_LABELS ? PERMISSION_LABELS[access as Permission] : "super admin";
}

/**
 * A back-office route's one action (issue 15): the posted `intent` names what to do. In order: the
 * same-origin check, a known intent (400), its permission (403), its fields against the shared
 * schema (400, under their fields), then the work, audited by the services as through the API.
 * The toast of every outcome is queued for the root loader (decision 0021); the answer is a
 * FormResult carrying the intent, or a redirect.
 */
export async function adminIntentAction<Action extends { intent: string }>(
  request: Request,
  context: Context,
  intents: AdminIntents<Action>,
) {
  // The Worker's middleware refuses cross-origin posts already; the action does not rely on it.
  if (!isSameOriginRequest(request)) return refused(context, 403, "Cross-origin request refused");
  const { db, admin } = staffPage(context);
  const { env, config } = context.get(appContext);
  const fields = Object.fromEntries(
    [...(await request.formData())].filter(([, value]) => typeof value === "string" && value !== ""),
  ) as Record<string, string>;
  const intent = fields.intent ?? "";
  if (!Object.hasOwn(intents.access, intent)) return invalidForm({ intent: "Unknown action" });
  const access = intents.access[intent as Action["intent"]];
  const named = intents.failureTitles?.[intent as Action["intent"]];
  // A refusal is toasted even where the form shows the work's own failures (null): it has no field.
  const refusalTitle = named ?? ADMIN_FAILURE_TITLE;
  if (intents.area && !allows(admin, intents.area)) {
    const error = `You need the “${accessLabel(intents.area)}” permission`;
    return refused(context, 403, error, intent, refusalTitle);
  }
  if (!allows(admin, access)) {
    const error = `You need the “${accessLabel(access)}” permission for this`;
    return refused(context, 403, error, intent, refusalTitle);
  }
  const parsed = intents.schema.safeParse(fields);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error), { intent });
  try {
    const outcome = await intents.run(parsed.data, {
      db,
      env,
      config,
      admin,
      actor: actorFrom(admin, request),
    });
    const answer = "data" in outcome ? outcome : { toast: outcome, data: {} };
    if (answer.toast) queueToast(context, answer.toast);
    if (intents.redirectTo) return redirect(intents.redirectTo);
    return data({ ...answer.data, ok: true as const, intent });
  } catch (error) {
    if (named !== null) return actionFailure(error, { intent }, { context, title: refusalTitle });
    // The form shows it, under the field the service named when it named one.
    const field = error instanceof DomainError ? error.extra.field : undefined;
    const fieldErrors = typeof field === "string" ? { [field]: (error as Error).message } : undefined;
    return actionFailure(error, { intent, fieldErrors });
  }
}
