import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import type { AdminTabId } from "../../../app/components/admin/tabs";
import type { FormFailure } from "../../../app/lib/form-errors";
import type { ToastInput } from "../../../app/lib/toast";
import { type Access, PERMISSION_LABELS, type Permission } from "../../../app/schemas/admin/permissions";
import type { InputOf, OperationContext } from "../../services/shared/operation";
import { allows } from "../../services/staff/permissions";
import { adminSessionHash } from "../cookies/admin-session-cookie.server";
import { queueToast } from "../cookies/flash.server";
import { staffPage, tabAccess } from "../guards/admin-page.server";
import { type AnyOperation, operationContext } from "../guards/operations.server";
import { isSameOriginRequest } from "../guards/same-origin.server";
import { appContext } from "../http/context.server";
import { DomainError } from "../http/errors.server";
import { actionFailure, invalidForm } from "./action-result.server";
import { formAction, formIntent, type Posted } from "./form-action.server";

type Context = Readonly<RouterContextProvider>;

// SPEC.md §8 "Admin": a generic destructive 'Error' with the server's message, unless the screen
// names its own title for an intent ('Failed to ban user', 'Delete failed' …).
export const ADMIN_FAILURE_TITLE = "Error";

/**
 * What an intent's work may answer instead of a bare toast: data for the page (a secret shown once,
 * such as a two-factor set-up or recovery codes), with a toast or none.
 */
interface IntentAnswer {
  toast: ToastInput | null;
  data: Record<string, unknown>;
}

type Outcome = ToastInput | IntentAnswer;
type Result<Op extends AnyOperation> = Awaited<ReturnType<Op["run"]>>;

/** One intent: the operation it performs, and the words of its toast (chosen here, at the edge). */
export interface Intent<Action> {
  operation: AnyOperation;
  /** The operation's input from the posted fields; by default, the fields without `intent`. */
  input?: (action: Action) => unknown;
  /** How it went, as people read it: a toast, or an IntentAnswer with data for the page. */
  says: (result: never, action: Action, work: OperationContext) => Outcome | Promise<Outcome>;
}

/** What each intent of a screen performs and says. */
export type IntentTable<Action extends { intent: string }> = {
  [I in Action["intent"]]: Intent<Extract<Action, { intent: I }>>;
};

/** Declares an intent, typing its input and its toast by the operation it performs. */
export function intent<Action, Op extends AnyOperation>(
  operation: Op,
  spec: {
    input?: (action: Action) => InputOf<Op>;
    says: (result: Result<Op>, action: Action, work: OperationContext) => Outcome | Promise<Outcome>;
  },
): Intent<Action> {
  return { operation, ...spec } as Intent<Action>;
}

export interface AdminIntents<Action extends { intent: string }> {
  /** The screen's tab, whose permission is checked before the intent's operation's own. */
  tab?: AdminTabId;
  /** The fields of every intent, told apart by `intent` (a discriminated union). */
  schema: z.ZodType<Action>;
  /** What each intent performs and says. */
  intents: IntentTable<Action>;
  /**
   * The failure toast's title per intent, where SPEC.md names one; "Error" otherwise. null: the
   * form shows the work's failure itself (under its field), so that failure has no toast.
   */
  failureTitles?: Partial<Record<Action["intent"], string | null>>;
  /** Where a success sends the page (POST/redirect/GET); by default it answers `{ ok: true }`. */
  redirectTo?: string;
}

/** A 403 before the work: toasted (it has no field), answered with the intent. */
function refused(
  context: Context,
  error: string,
  { intent, title = ADMIN_FAILURE_TITLE }: { intent?: string; title?: string } = {},
) {
  queueToast(context, { title, description: error, variant: "destructive" });
  return data({ ok: false, status: 403, error, intent } satisfies FormFailure, { status: 403 });
}

function withoutIntent({ intent: _, ...fields }: { intent: string }) {
  return fields;
}

function accessLabel(access: Access): string {
  return access in PERMISSION_LABELS ? PERMISSION_LABELS[access as Permission] : "super admin";
}

/** The posted fields the back office's schemas read: an empty field counts as not sent. */
function sentFields({ fields }: Posted): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ""));
}

/**
 * A back-office route's one action, on the one form helper (formAction): the posted `intent` names
 * the operation to perform. In order: the same-origin check, a known intent (400), the tab's and
 * the operation's access (403), its fields against the shared schema (400, under their fields),
 * then the operation, audited by the services exactly as through the API.
 * The toast of every outcome is queued for the root loader (decision 0021); the answer is a
 * FormResult carrying the intent, or a redirect.
 */
export async function adminIntentAction<Action extends { intent: string }>(
  request: Request,
  context: Context,
  intents: AdminIntents<Action>,
) {
  // The Worker's middleware refuses cross-origin posts already; the action does not rely on it.
  if (!isSameOriginRequest(request)) return refused(context, "Cross-origin request refused");
  const { db, admin } = staffPage(context);
  const { env, config } = context.get(appContext);
  const declaredOf = (posted: Posted) => intents.intents[posted.intent as Action["intent"]] as Intent<Action>;
  const namedTitle = (posted: Posted) => intents.failureTitles?.[posted.intent as Action["intent"]];
  const perform = async (action: Action, posted: Posted) => {
    const declared = declaredOf(posted);
    const sessionHash = await adminSessionHash(request);
    const work = operationContext(request, { db, env, config, admin, sessionHash });
    const input = declared.input ? declared.input(action) : withoutIntent(action);
    const result = await declared.operation.run(work, input);
    const outcome = await declared.says(result as never, action, work);
    const answer = "data" in outcome ? outcome : { toast: outcome, data: {} };
    if (answer.toast) queueToast(context, answer.toast);
    if (intents.redirectTo) return redirect(intents.redirectTo);
    return data({ ...answer.data, ok: true as const, intent: posted.intent });
  };
  const table = Object.fromEntries(
    Object.keys(intents.intents).map((name) => [
      name,
      formIntent({ schema: intents.schema, read: sentFields, run: perform }),
    ]),
  );
  return formAction(request, {
    intents: table,
    unknown: () => invalidForm({ intent: "Unknown action" }),
    before: (posted) => {
      const { access } = declaredOf(posted).operation;
      // A refusal is toasted even where the form shows the work's own failures (null): it has no field.
      const title = namedTitle(posted) ?? ADMIN_FAILURE_TITLE;
      const { intent } = posted;
      const area = intents.tab ? tabAccess(intents.tab) : undefined;
      if (area && !allows(admin, area)) {
        return refused(context, `You need the “${accessLabel(area)}” permission`, { intent, title });
      }
      if (!allows(admin, access)) {
        return refused(context, `You need the “${accessLabel(access)}” permission for this`, {
          intent,
          title,
        });
      }
      return undefined;
    },
    failure: (error, posted) => {
      const { intent } = posted;
      const named = namedTitle(posted);
      if (named !== null)
        return actionFailure(error, { intent }, { context, title: named ?? ADMIN_FAILURE_TITLE });
      // The form shows it, under the field the service named when it named one.
      const field = error instanceof DomainError ? error.extra.field : undefined;
      const fieldErrors = typeof field === "string" ? { [field]: (error as Error).message } : undefined;
      return actionFailure(error, { intent, fieldErrors });
    },
  });
}
