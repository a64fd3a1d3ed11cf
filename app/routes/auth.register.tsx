import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import { AuthCard } from "~/components/account/auth-card";
import { PasswordField } from "~/components/account/password-field";
import { authSwitchHref, useAuthForm } from "~/components/account/use-auth-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import { UserPlus } from "~/components/ui/icons";
import { registerFailureWords } from "~/lib/auth-failure-words";
import { formMessage } from "~/lib/form-messages";
import { metaT, useLocale, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { RegisterSchema } from "~/schemas/auth";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { actionFailure, cookieHeaders } from "../../worker/web/forms/action-result.server";
import { formAction, formIntent } from "../../worker/web/forms/form-action.server";
import { getCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { safeRedirect } from "../../worker/web/http/safe-redirect.server";
import { landingPath } from "../../worker/web/language/locale-redirect.server";
import { pageMessages, requestLocale, serverT } from "../../worker/web/language/messages.server";
import { signUpRequest } from "../../worker/web/pages/account/auth.server";
import { sendEmailVerification } from "../../worker/web/pages/account/auth-links.server";
import type { Route } from "./+types/auth.register";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("auth.meta.register")) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getCustomer(request, context)) throw redirect(landingPath(context, redirectTo));
  return { redirectTo, ...pageMessages(context, "auth", "forms", "password") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, ctx } = context.get(appContext);
  const locale = requestLocale(context);
  const t = serverT(locale);
  return formAction(request, {
    only: "register",
    intents: {
      register: formIntent({
        schema: RegisterSchema,
        run: async (input, { fields }) => {
          const { cookies, notice, user } = await signUpRequest(db, env, request, { ...input, locale });
          ctx.waitUntil(sendEmailVerification(db, env, user.id));
          const verify = t("toast.register.verify");
          queueToast(context, {
            title: t("toast.register.title"),
            description: notice ? `${formMessage(t, locale, notice)} ${verify}` : verify,
          });
          return redirect(landingPath(context, safeRedirect(fields.redirectTo)), {
            headers: cookieHeaders(cookies),
          });
        },
      }),
    },
    failure: (error) =>
      actionFailure(
        error,
        {},
        { context, title: t("toast.register.failed"), message: registerFailureWords(t, locale) },
      ),
  });
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
  const t = useT();
  const href = useLocalePath();
  const { formRef, busy, message, register, errorFor, onSubmit } = useAuthForm({
    schema: RegisterSchema,
    empty: EMPTY,
    actionData,
    failureMessage: registerFailureWords(t, useLocale()),
  });
  const loginHref = authSwitchHref(href("/auth/login"), loaderData.redirectTo);

  return (
    <AuthCard title={t("auth.register.title")} subtitle={t("auth.register.subtitle")}>
      <Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t("auth.register.formLabel")}
      >
        <FormAlert message={message} testId="register-error" />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          variant="account"
          label={t("auth.register.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errorFor("username")}
          {...register("username")}
        />
        <TextField
          variant="account"
          label={t("auth.register.email")}
          type="email"
          autoComplete="email"
          required
          error={errorFor("email")}
          {...register("email")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            variant="account"
            label={t("auth.register.firstName")}
            autoComplete="given-name"
            error={errorFor("firstName")}
            {...register("firstName")}
          />
          <TextField
            variant="account"
            label={t("auth.register.lastName")}
            autoComplete="family-name"
            error={errorFor("lastName")}
            {...register("lastName")}
          />
        </div>
        <PasswordField
          label={t("auth.password")}
          autoComplete="new-password"
          required
          capsLockWarning
          error={errorFor("password")}
          {...register("password")}
        />
        <PasswordField
          label={t("auth.register.confirmPassword")}
          autoComplete="new-password"
          required
          error={errorFor("confirmPassword")}
          {...register("confirmPassword")}
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <UserPlus aria-hidden="true" className="size-5" />
          {busy ? t("auth.register.busy") : t("auth.register.submit")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {t("auth.register.haveAccount")}{" "}
        <Link to={loginHref} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
          {t("auth.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
