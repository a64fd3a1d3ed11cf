import { UserPlus } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import { AuthCard } from "~/components/account/auth-card";
import { PasswordField } from "~/components/account/password-field";
import { authSwitchHref, useAuthForm } from "~/components/account/use-auth-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import { registerFailureMessage } from "~/lib/auth-messages";
import { fieldErrorsOf, formObject } from "~/lib/form-errors";
import { pageTitle } from "~/lib/seo";
import { RegisterSchema } from "~/schemas/auth";
import { actionFailure, cookieHeaders, invalidForm } from "../../worker/web/action-result.server";
import { signUpRequest } from "../../worker/web/auth.server";
import { sendEmailVerification } from "../../worker/web/auth-links.server";
import { appContext } from "../../worker/web/context.server";
import { getCustomer } from "../../worker/web/customer-route.server";
import { queueToast } from "../../worker/web/flash.server";
import { requestLocale } from "../../worker/web/messages.server";
import { safeRedirect } from "../../worker/web/safe-redirect.server";
import type { Route } from "./+types/auth.register";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Create your account") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getCustomer(request, context)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, ctx } = context.get(appContext);
  const fields = formObject(await request.formData());
  const parsed = RegisterSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error));
  try {
    const { cookies, notice, user } = await signUpRequest(db, env, request, {
      ...parsed.data,
      locale: requestLocale(request),
    });
    ctx.waitUntil(sendEmailVerification(db, env, user.id));
    const verify = "We sent you a link to verify your e-mail address.";
    queueToast(context, {
      title: "Account created successfully",
      description: notice ? `${notice} ${verify}` : verify,
    });
    return redirect(safeRedirect(fields.redirectTo), { headers: cookieHeaders(cookies) });
  } catch (error) {
    return actionFailure(
      error,
      {},
      { context, title: "Registration failed", message: registerFailureMessage },
    );
  }
}

const EMPTY: RegisterForm = {
  username: "",
  email: "",
  firstName: "",
  lastName: "",
  password: "",
  confirmPassword: "",
};

type RegisterForm = z.input<typeof RegisterSchema>;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { formRef, busy, message, register, errorFor, onSubmit } = useAuthForm({
    schema: RegisterSchema,
    empty: EMPTY,
    actionData,
    failureMessage: registerFailureMessage,
  });
  const loginHref = authSwitchHref("/auth/login", loaderData.redirectTo);

  return (
    <AuthCard
      title="Create your account"
      subtitle="Check out faster, track your orders and chat with our team."
    >
      <Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label="Sign up"
      >
        <FormAlert message={message} testId="register-error" />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          variant="account"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errorFor("username")}
          {...register("username")}
        />
        <TextField
          variant="account"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errorFor("email")}
          {...register("email")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            variant="account"
            label="First name (optional)"
            autoComplete="given-name"
            error={errorFor("firstName")}
            {...register("firstName")}
          />
          <TextField
            variant="account"
            label="Last name (optional)"
            autoComplete="family-name"
            error={errorFor("lastName")}
            {...register("lastName")}
          />
        </div>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          capsLockWarning
          error={errorFor("password")}
          {...register("password")}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errorFor("confirmPassword")}
          {...register("confirmPassword")}
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <UserPlus aria-hidden="true" className="size-5" />
          {busy ? "Creating account..." : "Create account"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{" "}
        <Link to={loginHref} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
