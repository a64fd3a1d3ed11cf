import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors, FormFailure } from "../../../app/lib/form-errors";
import type { ToastInput } from "../../../app/lib/toast";
import { queueToast } from "../cookies/flash.server";
import { DomainError, headersOf, statusOf } from "../http/errors.server";

// The one shape of a route action's answer (FormResult in app/lib/form-errors.ts) and the one way
// its toast travels (queued for the root loader). docs/conventions.md "A form" shows them in use.
type RouteContext = Readonly<RouterContextProvider>;

/** A success answered on the form's own page, with its toast. */
export function formSuccess(
  context: RouteContext,
  toast: ToastInput,
  extra: Record<string, unknown> = {},
  init?: ResponseInit,
) {
  queueToast(context, toast);
  return data({ ok: true as const, ...extra }, init);
}

/** How a failure is told as a toast: its title, and its text (the server's message by default). */
export interface FailureToast {
  context: RouteContext;
  title: string;
  message?: (failure: FormFailure) => string;
  duration?: number;
}

/**
 * An expected failure (a domain error) as the form's answer with its honest status code, the same
 * message and extra fields the JSON API would send, and a toast when asked; anything else is a
 * real error and propagates.
 */
export function actionFailure(error: unknown, extra: Record<string, unknown> = {}, toast?: FailureToast) {
  if (!(error instanceof DomainError)) throw error;
  const status = statusOf(error);
  const headers = headersOf(error);
  const body: FormFailure = { ok: false, status, error: error.message, ...error.extra, ...extra };
  if (toast)
    queueToast(toast.context, {
      title: toast.title,
      description: toast.message ? toast.message(body) : body.error,
      variant: "destructive",
      duration: toast.duration,
    });
  return data(body, { status, headers });
}

/** Field errors (shown under their fields, so no toast), with the values to show again. */
export function invalidForm(fieldErrors: FieldErrors, extra: Record<string, unknown> = {}) {
  const first = Object.values(fieldErrors)[0] ?? "Invalid input";
  const body: FormFailure = { ok: false, status: 400, error: first, fieldErrors, ...extra };
  return data(body, { status: 400 });
}

/** Headers carrying several Set-Cookie values (session, cleared cart, flash toast). */
export function cookieHeaders(cookies: (string | null | undefined)[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
