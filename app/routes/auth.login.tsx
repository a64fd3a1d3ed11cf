import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import { AuthCard } from "~/components/account/auth-card";
import { PasswordField } from "~/components/account/password-field";
import { authSwitchHref, useAuthForm } from "~/components/account/use-auth-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import { LogIn } from "~/components/ui/icons";
import { loginFailureWords } from "~/lib/auth-failure-words";
import { formMessage } from "~/lib/form-messages";
import { metaT, useLocale, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { CHANGE_PASSWORD_PATH } from "~/schemas/account";
import { LoginSchema } from "~/schemas/auth";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { actionFailure, cookieHeaders } from "../../worker/web/forms/action-result.server";
import { formAction, formIntent } from "../../worker/web/forms/form-action.server";
import { getCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { safeRedirect } from "../../worker/web/http/safe-redirect.server";
import { inRequestLanguage, landingPath } from "../../worker/web/language/locale-redirect.server";
import { pageMessages, requestLocale, serverT } from "../../worker/web/language/messages.server";
import { signInRequest } from "../../worker/web/pages/account/auth.server";
import type { Route } from "./+types/auth.login";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("auth.meta.login")) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getCustomer(request, context)) throw redirect(landingPath(context, redirectTo));
  return { redirectTo, ...pageMessages(context, "auth", "forms", "password") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const locale = requestLocale(context);
  const t = serverT(locale);
  return formAction(request, {
    only: "login",
    intents: {
      login: formIntent({
        schema: LoginSchema,
        read: ({ fields }) => ({ ...fields, rememberMe: fields.rememberMe === "on" }),
        run: async (input, { fields }) => {
          const { cookies, notice, passwordChangeRequired } = await signInRequest(db, env, request, input);
          queueToast(context, {
            title: t("toast.login.title"),
            description: passwordChangeRequired
              ? t("toast.login.changePassword")
              : notice
                ? formMessage(t, locale, notice)
                : t("toast.login.welcome"),
          });
          // A password from before today's rule: to the change-password form first (decision 0064).
          const redirectTo = landingPath(context, safeRedirect(fields.redirectTo));
          const next = passwordChangeRequired ? inRequestLanguage(context, CHANGE_PASSWORD_PATH) : redirectTo;
          return redirect(next, { headers: cookieHeaders(cookies) });
        },
      }),
    },
    failure: (error) =>
      actionFailure(
        error,
        {},
        { context, title: t("toast.login.failed"), message: loginFailureWords(t, locale), duration: 8000 },
      ),
  });
}

const EMPTY: LoginForm = { emailOrUsername: "", password: "", rememberMe: false };

type LoginForm = z.input<typeof LoginSchema>;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalePath();
  const { formRef, busy, message, register, errorFor, onSubmit } = useAuthForm({
    schema: LoginSchema,
    empty: EMPTY,
    actionData,
    failureMessage: loginFailureWords(t, useLocale()),
  });
  const registerHref = authSwitchHref(href("/auth/register"), loaderData.redirectTo);

  return (
    <AuthCard title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t("auth.signIn")}
      >
        <FormAlert message={message} testId="login-error" />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          variant="account"
          label={t("auth.login.identifier")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errorFor("emailOrUsername")}
          {...register("emailOrUsername")}
        />
        <PasswordField
          label={t("auth.password")}
          autoComplete="current-password"
          required
          capsLockWarning
          error={errorFor("password")}
          {...register("password")}
        />
        <Link
          to={href("/auth/forgot-password")}
          className="-mt-3 self-end text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t("auth.login.forgot")}
        </Link>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-5 rounded accent-primary-700" {...register("rememberMe")} />
          {t("auth.login.remember")}
        </label>
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <LogIn aria-hidden="true" className="size-5" />
          {busy ? t("auth.login.busy") : t("auth.signIn")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {t("auth.login.newHere")}{" "}
        <Link to={registerHref} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
          {t("auth.login.createAccount")}
        </Link>
      </p>
    </AuthCard>
  );
}
