import { useState } from "react";
import { Link } from "react-router";
import { PasswordField } from "~/components/account/password-field";
import { TextField } from "~/components/ui/field";
import { fieldErrorsOf } from "~/lib/form-errors";
import { CheckoutSignUpSchema } from "~/schemas/auth";

/** Every word a first-time buyer reads on the checkout's account step. */
export const CREATE_ACCOUNT_COPY = {
  title: "Create your account",
  intro: "Just your e-mail and a password: your eSIM and receipt are sent to this address.",
  signInPrompt: "Already have an account?",
  signIn: "Sign in",
  email: "Email address",
  password: "Password",
  passwordHint: "At least 6 characters.",
  verifyFirst:
    "This shop confirms new e-mail addresses before payment: we e-mail you a link, and you pay once you have opened it. Your cart is kept.",
  verifyAfter: "We also e-mail you a link to confirm your address; you can pay now without waiting for it.",
  createAndPay: "Create account and pay",
  createOnly: "Create account",
  emailTaken: "An account already uses this e-mail. Sign in to pay with it: your cart comes with you.",
  created: "Account created",
  createdVerify: "We sent you a link to verify your e-mail address. Open it, then come back to pay.",
  createdStopped: "You are signed in and your cart is kept, but the payment could not be opened.",
} as const;

/** "Already have an account? Sign in", with `href` coming back to this checkout afterwards. */
export function SignInInstead({ href, className }: { href: string; className?: string }) {
  return (
    <p className={className ?? "mt-1 text-sm text-muted"}>
      {CREATE_ACCOUNT_COPY.signInPrompt}{" "}
      <Link
        to={href}
        className="font-semibold text-primary-700 underline underline-offset-4"
        data-testid="checkout-sign-in"
      >
        {CREATE_ACCOUNT_COPY.signIn}
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
  const errors: AccountErrors = local ?? { email: serverErrors.email, password: serverErrors.password };
  return { errors, onSubmit };
}

/** The e-mail and password a first-time buyer gives on the checkout page. */
export function CreateAccountFields({
  errors,
  email,
  verifyFirst,
}: {
  errors: AccountErrors;
  email: string;
  verifyFirst: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-4" data-testid="create-account-step">
      <legend className="sr-only">{CREATE_ACCOUNT_COPY.title}</legend>
      <TextField
        label={CREATE_ACCOUNT_COPY.email}
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
        label={CREATE_ACCOUNT_COPY.password}
        name="password"
        autoComplete="new-password"
        required
        capsLockWarning
        error={errors.password}
      />
      <p className="-mt-2 text-sm text-muted">{CREATE_ACCOUNT_COPY.passwordHint}</p>
      <p
        className="rounded-control bg-info-50 px-3 py-2 text-sm text-ink"
        data-testid="checkout-verification-note"
      >
        {verifyFirst ? CREATE_ACCOUNT_COPY.verifyFirst : CREATE_ACCOUNT_COPY.verifyAfter}
      </p>
    </fieldset>
  );
}
