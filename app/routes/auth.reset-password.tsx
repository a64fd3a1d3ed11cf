import { KeyRound } from "lucide-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { PasswordField } from "~/components/account/password-field";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { fieldErrorsOf, formObject } from "~/lib/form-errors";
import { pageTitle } from "~/lib/seo";
import { ResetPasswordSchema } from "~/schemas/auth";
import { actionFailure, invalidForm } from "../../worker/web/action-result.server";
import { resetPassword } from "../../worker/web/auth-links.server";
import { clientAddress } from "../../worker/web/client-address.server";
import { appContext } from "../../worker/web/context.server";
import { queueToast } from "../../worker/web/flash.server";
import type { Route } from "./+types/auth.reset-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Choose a new password") },
  { name: "robots", content: "noindex" },
  // The token is in the URL: never send it to another site. (Not "no-referrer": Chromium then
  // sends `Origin: null` on the form's POST, which the same-origin check rightly refuses.)
  { name: "referrer", content: "same-origin" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const fields = formObject(await request.formData());
  const parsed = ResetPasswordSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(fieldErrorsOf(parsed.error));
  try {
    await resetPassword(db, env, parsed.data, { client: clientAddress(request) });
    queueToast(context, {
      title: "Password changed",
      description: "Sign in with your new password. Every other session has been signed out.",
    });
    return redirect("/auth/login");
  } catch (error) {
    return actionFailure(error);
  }
}

/** The page the reset e-mail links to (works without JavaScript). */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : null;
  const tokenError = failure?.fieldErrors?.token ?? (failure?.field === "token" ? failure.error : undefined);
  if (!loaderData.token) {
    return (
      <AuthCard title="Link incomplete" subtitle="This page needs the link from your password reset e-mail.">
        <Link to="/auth/forgot-password" className={buttonClass("primary", "lg", "w-full")}>
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you don't use anywhere else.">
      <Form method="post" className="flex flex-col gap-5" aria-label="Reset password">
        <FormAlert
          message={tokenError ?? (failure && !failure.fieldErrors ? failure.error : null)}
          testId="reset-error"
        />
        {tokenError && (
          <Link
            to="/auth/forgot-password"
            className="-mt-2 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            Ask for a new link
          </Link>
        )}
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          error={failure?.fieldErrors?.password}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={failure?.fieldErrors?.confirmPassword}
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <KeyRound aria-hidden="true" className="size-5" />
          {busy ? "Saving..." : "Set new password"}
        </button>
      </Form>
    </AuthCard>
  );
}
