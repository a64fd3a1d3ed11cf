import { useState } from "react";
import { Link } from "react-router";
import { PasswordField } from "~/components/account/password-field";
import { FormAlert, TextField } from "~/components/ui/field";
import { fieldErrorsOf } from "~/lib/form-errors";
import { useFormMessage } from "~/lib/form-messages";
import { useT } from "~/lib/i18n";
import { CheckoutSignUpSchema } from "~/schemas/auth";

/** "Already have an account? Sign in", with `href` coming back to this checkout afterwards. */
export function SignInInstead({ href, className }: { href: string; className?: string }) {
  const t = useT();
  return (
    <p className={className ?? "mt-1 text-sm text-muted"}>
      {t("checkout.account.signInPrompt")}{" "}
      <Link
        to={href}
        className="font-semibold text-primary-700 underline underline-offset-4"
        data-testid="checkout-sign-in"
      >
        {t("checkout.account.signIn")}
      </Link>
    </p>
  );
}

type AccountErrors = Partial<Record<"email" | "password", string>>;

/**
 * The form's check with the server's schema: on submit the account fields are read with
 * CheckoutSignUpSchema, and a refusal stops the post and shows under its field. Without JavaScript
 * the server says the same words.
 */
export function useAccountStepCheck(serverErrors: Partial<Record<string, string>>) {
  const [local, setLocal] = useState<AccountErrors | null>(null);
  const say = useFormMessage();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = CheckoutSignUpSchema.safeParse({
      email: form.get("email"),
      password: form.get("password"),
    });
    if (parsed.success) return setLocal(null);
    event.preventDefault();
    setLocal(fieldErrorsOf(parsed.error) as AccountErrors);
  };
  const shown = local ?? { email: serverErrors.email, password: serverErrors.password };
  // The schema's English, in the page's language (the browser's check and the server's alike).
  const errors: AccountErrors = { email: say(shown.email), password: say(shown.password) };
  return { errors, onSubmit };
}

/** The e-mail and password a first-time buyer gives on the checkout page. */
function CreateAccountFields({
  errors,
  email,
  verifyFirst,
}: {
  errors: AccountErrors;
  email: string;
  verifyFirst: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-4" data-testid="create-account-step">
      <legend className="sr-only">{t("checkout.account.title")}</legend>
      <TextField
        label={t("checkout.account.email")}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={email}
        error={errors.email}
        variant="account"
      />
      <PasswordField
        label={t("checkout.account.password")}
        name="password"
        autoComplete="new-password"
        required
        capsLockWarning
        error={errors.password}
      />
      <p className="-mt-2 text-sm text-muted">{t("checkout.account.passwordHint")}</p>
      <p
        className="rounded-control bg-info-50 px-3 py-2 text-sm text-ink"
        data-testid="checkout-verification-note"
      >
        {verifyFirst ? t("checkout.account.verifyFirst") : t("checkout.account.verifyAfter")}
      </p>
    </fieldset>
  );
}

/** A guest's first step on the same form: the account to make (or sign in instead). */
export function GuestAccountStep({
  signInHref,
  message,
  errors,
  email,
  verifyFirst,
}: {
  signInHref: string;
  message: string | null;
  errors: ReturnType<typeof useAccountStepCheck>["errors"];
  email: string;
  verifyFirst: boolean;
}) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-col gap-4 border-b border-line pb-6">
      <div>
        <h2 className="text-lg font-bold">{t("checkout.account.title")}</h2>
        <p className="mt-1 text-sm text-muted">{t("checkout.account.intro")}</p>
        <SignInInstead href={signInHref} />
      </div>
      <FormAlert message={message} testId="checkout-error" />
      <CreateAccountFields errors={errors} email={email} verifyFirst={verifyFirst} />
    </div>
  );
}
