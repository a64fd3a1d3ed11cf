import { MailCheck, Send } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import { FORGOT_ANSWER } from "~/lib/auth-messages";
import { fieldErrorsOf, formObject } from "~/lib/form-errors";
import { pageTitle } from "~/lib/seo";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { actionFailure, invalidForm } from "../../worker/web/action-result.server";
import { requestPasswordReset } from "../../worker/web/auth-links.server";
import { clientAddress } from "../../worker/web/client-address.server";
import { appContext } from "../../worker/web/context.server";
import type { Route } from "./+types/auth.forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Forgot password") }];

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, ctx } = context.get(appContext);
  const fields = formObject(await request.formData());
  const parsed = ForgotPasswordSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error));
  try {
    await requestPasswordReset(db, env, parsed.data, {
      client: clientAddress(request),
      defer: (work) => ctx.waitUntil(work),
    });
    return { ok: true as const, email: parsed.data.email };
  } catch (error) {
    return actionFailure(error);
  }
}

/** Ask for a reset link. The same answer whether or not the address has an account. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (actionData?.ok) {
    return (
      <AuthCard title="Check your e-mail" subtitle={FORGOT_ANSWER}>
        <p
          data-testid="forgot-sent"
          className="flex items-start gap-3 rounded-control bg-success-50 p-4 text-sm text-success-700"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <span>
            We sent the link to <strong>{actionData.email}</strong> if it belongs to an account. Nothing
            arrived? Check spam, or try again in a few minutes.
          </span>
        </p>
        <p className="mt-6 text-center text-sm text-muted">
          <Link
            to="/auth/login"
            className="font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's e-mail and we'll send you a link to choose a new one."
    >
      <Form method="post" className="flex flex-col gap-5" aria-label="Forgot password">
        <FormAlert message={failure && !failure.fieldErrors ? failure.error : null} testId="forgot-error" />
        <TextField
          variant="account"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={failure?.fieldErrors?.email}
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <Send aria-hidden="true" className="size-5" />
          {busy ? "Sending..." : "Send reset link"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{" "}
        <Link to="/auth/login" className="font-semibold text-primary-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
