import { LogIn } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import { AuthCard } from "~/components/account/auth-card";
import { PasswordField } from "~/components/account/password-field";
import { authSwitchHref, useAuthForm } from "~/components/account/use-auth-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import { loginFailureMessage } from "~/lib/auth-messages";
import { fieldErrorsOf, formObject } from "~/lib/form-errors";
import { pageTitle } from "~/lib/seo";
import { LoginSchema } from "~/schemas/auth";
import { actionFailure, cookieHeaders, invalidForm } from "../../worker/web/action-result.server";
import { signInRequest } from "../../worker/web/auth.server";
import { appContext } from "../../worker/web/context.server";
import { getCustomer } from "../../worker/web/customer-route.server";
import { queueToast } from "../../worker/web/flash.server";
import { safeRedirect } from "../../worker/web/safe-redirect.server";
import type { Route } from "./+types/auth.login";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Sign in") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getCustomer(request, context)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const form = await request.formData();
  const fields = formObject(form);
  const redirectTo = safeRedirect(fields.redirectTo);
  const parsed = LoginSchema.safeParse({ ...fields, rememberMe: fields.rememberMe === "on" });
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error));
  try {
    const { cookies, notice } = await signInRequest(db, env, request, parsed.data);
    queueToast(context, { title: "Login successful", description: notice ?? "Welcome back!" });
    return redirect(redirectTo, { headers: cookieHeaders(cookies) });
  } catch (error) {
    return actionFailure(
      error,
      {},
      { context, title: "Login failed", message: loginFailureMessage, duration: 8000 },
    );
  }
}

const EMPTY: LoginForm = { emailOrUsername: "", password: "", rememberMe: false };

type LoginForm = z.input<typeof LoginSchema>;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { formRef, busy, message, register, errorFor, onSubmit } = useAuthForm({
    schema: LoginSchema,
    empty: EMPTY,
    actionData,
    failureMessage: loginFailureMessage,
  });
  const registerHref = authSwitchHref("/auth/register", loaderData.redirectTo);

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to check out, see your orders and chat with support.">
      <Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label="Sign in"
      >
        <FormAlert message={message} testId="login-error" />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          variant="account"
          label="Email or Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errorFor("emailOrUsername")}
          {...register("emailOrUsername")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          capsLockWarning
          error={errorFor("password")}
          {...register("password")}
        />
        <Link
          to="/auth/forgot-password"
          className="-mt-3 self-end text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-5 rounded accent-primary-700" {...register("rememberMe")} />
          Remember me for 30 days
        </label>
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <LogIn aria-hidden="true" className="size-5" />
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        New here?{" "}
        <Link to={registerHref} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
          Create your account
        </Link>
      </p>
    </AuthCard>
  );
}
