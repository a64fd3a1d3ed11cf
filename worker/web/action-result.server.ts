import { data } from "react-router";
import { HttpError } from "../api/errors";
import { DomainError, headersOf, statusOf } from "./errors.server";

export interface ActionFailure {
  ok: false;
  status: number;
  error: string;
  fieldErrors?: Partial<Record<string, string>>;
  [extra: string]: unknown;
}

/**
 * An expected failure (a domain error) as action data with its honest status code, the same message
 * and extra fields the JSON API would send; anything else is a real error and propagates.
 */
export function actionFailure(error: unknown, extra: Record<string, unknown> = {}) {
  if (!(error instanceof DomainError || error instanceof HttpError)) throw error;
  const status = error instanceof DomainError ? statusOf(error) : error.status;
  const headers = error instanceof DomainError ? headersOf(error) : {};
  const body: ActionFailure = { ok: false, status, error: error.message, ...error.extra, ...extra };
  return data(body, { status, headers });
}

export function invalidForm(
  fieldErrors: Partial<Record<string, string>>,
  extra: Record<string, unknown> = {},
) {
  const first = Object.values(fieldErrors)[0] ?? "Invalid input";
  const body: ActionFailure = { ok: false, status: 400, error: first, fieldErrors, ...extra };
  return data(body, { status: 400 });
}

/** Headers carrying several Set-Cookie values (session, cleared cart, flash toast). */
export function cookieHeaders(cookies: (string | null | undefined)[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
