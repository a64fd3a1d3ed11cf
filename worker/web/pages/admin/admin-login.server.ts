import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { adminRedirectTarget } from "../../../../app/lib/admin-redirect";
import { AdminLoginSchema } from "../../../../app/schemas/admin/session";
import { queueToast } from "../../cookies/flash.server";
import { actionFailure, cookieHeaders } from "../../forms/action-result.server";
import { formAction, formIntent } from "../../forms/form-action.server";
import { appContext } from "../../http/context.server";
import { DomainError } from "../../http/errors.server";
import { staffSignInRequest } from "./staff-sign-in.server";

/**
 * The staff sign-in form's action (a route action, not a call to the JSON API; the same
 * service, limits and cookie as `POST /api/admin/login`). Success answers where to go next, which
 * the page opens after the 1.5 s of SPEC.md §5; an account with two-factor on first answers that
 * the code is needed (no toast: nothing went wrong yet), then checks it.
 */
export function adminLoginAction(request: Request, context: Readonly<RouterContextProvider>) {
  return formAction(request, {
    only: "sign-in",
    intents: {
      "sign-in": formIntent({
        schema: AdminLoginSchema,
        read: ({ fields }) => ({
          username: fields.username ?? "",
          password: fields.password ?? "",
          code: fields.code || undefined,
        }),
        run: (input, { fields }) => signIn(request, context, input, fields.redirectTo),
      }),
    },
    failure: (error, { fields }) => {
      const codeAsked = error instanceof DomainError && error.extra?.twoFactorRequired === true;
      if (codeAsked && !fields.code) return actionFailure(error, { askCode: true });
      return actionFailure(error, {}, { context, title: "Access Denied" });
    },
  });
}

/** Signed in: the welcome toast, the cookies, and where to go next. */
async function signIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  input: z.output<typeof AdminLoginSchema>,
  redirectTo: string | undefined,
) {
  const { db, env } = context.get(appContext);
  const { answer, cookies } = await staffSignInRequest(db, env, request, input);
  const { admin, mustEnrolTwoFactor, passwordChangeRequired } = answer;
  queueToast(context, {
    title: `Welcome back, ${admin.username}!`,
    description: mustEnrolTwoFactor
      ? "Two-factor sign-in is required: set it up first."
      : passwordChangeRequired
        ? "Your password no longer meets the rules: choose a new one."
        : "Taking you to the dashboard...",
  });
  // My account holds both the two-factor set-up and the password change (decisions 0064, 0065).
  const next = passwordChangeRequired
    ? "/admin/account?password=change"
    : mustEnrolTwoFactor
      ? "/admin/account"
      : adminRedirectTarget(redirectTo);
  const headers = cookieHeaders(cookies);
  headers.set("Cache-Control", "no-store");
  return data({ ok: true as const, next }, { headers });
}
