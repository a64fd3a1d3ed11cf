import { Link, redirect } from "react-router";
import { AccountNameForm } from "~/components/account/account-name-form";
import { AlertPreferencesForm } from "~/components/account/alert-preferences-form";
import { CreditCard } from "~/components/account/credit-card";
import { DeleteAccountCard, DownloadDataCard } from "~/components/account/data-rights";
import { ProfileOverview } from "~/components/account/profile-overview";
import { ChangeEmailForm, ChangePasswordForm } from "~/components/account/security-forms";
import { SessionsCard } from "~/components/account/sessions-card";
import { buttonClass } from "~/components/ui/button";
import { FileLock2, LogIn, ShieldCheck, UserRound } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { formatMalaysiaDayIn, momentsIn } from "~/lib/dates-i18n";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { localePath } from "~/lib/locale";
import { pageTitle } from "~/lib/seo";
import { ChangeEmailSchema, ChangePasswordSchema } from "~/schemas/account";
import { isStaffRole } from "~/schemas/roles";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { actionFailure, cookieHeaders, formSuccess } from "../../worker/web/forms/action-result.server";
import {
  formAction,
  formIntent,
  intentOf,
  type Posted,
  readPosted,
} from "../../worker/web/forms/form-action.server";
import { getCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { UnauthorizedError } from "../../worker/web/http/errors.server";
import { pageMessages, requestLocale, serverT } from "../../worker/web/language/messages.server";
import { changeEmailRequest, changePasswordRequest } from "../../worker/web/pages/account/auth.server";
import { sendEmailVerification } from "../../worker/web/pages/account/auth-links.server";
import { profileCredit } from "../../worker/web/pages/account/profile-credit.server";
import {
  preferencesOf,
  profilePreferenceIntents,
} from "../../worker/web/pages/account/profile-preferences.server";
import { profileRightsIntents, sessionsOf } from "../../worker/web/pages/account/profile-rights.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("profile.title")) },
];

const TABS = [
  { id: "overview", label: "profile.tab.overview", icon: UserRound },
  { id: "security", label: "profile.tab.security", icon: ShieldCheck },
  { id: "data", label: "profile.tab.data", icon: FileLock2 },
] as const;
type TabId = (typeof TABS)[number]["id"];

function tabOf(request: Request): TabId {
  const asked = new URL(request.url).searchParams.get("tab");
  return TABS.find((tab) => tab.id === asked)?.id ?? "overview";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  const customer = await getCustomer(request, context);
  const tab = tabOf(request);
  const words = pageMessages(context, "profile", "forms", "password", "credit", "install");
  if (!customer) return { user: null, tab, ...words } as const;
  const { user } = customer;
  const sessions = tab === "security" ? await sessionsOf(db, customer) : [];
  return {
    ...words,
    memberSince: formatMalaysiaDayIn(requestLocale(context), user.createdAt),
    user,
    tab,
    sessions,
    sessionTimes: momentsIn(
      requestLocale(context),
      sessions.flatMap((session) => [session.createdAt, session.lastSeenAt]),
    ),
    // Sent here by sign-in: the password fails today's rule (decision 0064).
    passwordChangeAsked: tab === "security" && new URL(request.url).searchParams.get("password") === "change",
    preferences: tab === "overview" ? await preferencesOf(db, customer) : null,
    credit: tab === "overview" ? await profileCredit(request, context, user.id) : null,
    isStaff: isStaffRole(user.role),
    isSuperAdmin: config.SUPER_ADMIN_USERNAME !== "" && user.username === config.SUPER_ADMIN_USERNAME,
  } as const;
}

/** The profile's forms, one intent table: each intent's schema is its form's (app/schemas/account.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const t = serverT(requestLocale(context));
  const customer = await getCustomer(request, context);
  const failure = (error: unknown, posted: Posted) =>
    actionFailure(error, intentOf(posted), { context, title: t("profile.error") });
  if (!customer) return failure(new UnauthorizedError("Not authenticated"), await readPosted(request));
  const work = { request, context, db, env, customer };
  return formAction(request, {
    intents: {
      ...profileRightsIntents(work),
      ...profilePreferenceIntents(context, { db, kv: env.SESSIONS }, customer, {
        alertsSaved: t("profile.alerts.saved"),
        nameSaved: t("profile.name.saved"),
      }),
      "change-password": formIntent({
        schema: ChangePasswordSchema,
        run: async (input) => {
          const cookie = await changePasswordRequest(db, env, { request, customer }, input);
          const headers = cookieHeaders([cookie]);
          return formSuccess(
            context,
            { title: t("profile.password.done") },
            { intent: "change-password" },
            { headers },
          );
        },
      }),
      "change-email": formIntent({
        schema: ChangeEmailSchema,
        run: async (input) => {
          const clear = await changeEmailRequest(db, env, { request, customer }, input);
          await sendEmailVerification(db, env, customer.user.id);
          // SPEC.md §4: after an e-mail change the user signs in again.
          queueToast(context, { title: t("profile.emailForm.done") });
          return redirect(localePath(requestLocale(context), "/auth/login"), {
            headers: cookieHeaders([clear]),
          });
        },
      }),
    },
    failure,
  });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalePath();
  if (!loaderData.user) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <UserRound aria-hidden="true" className="mx-auto size-12 text-subtle" />
        <p className="mt-4 text-lg font-semibold">{t("profile.signedOut")}</p>
        <Link to={href("/auth/login?redirectTo=%2Fprofile")} className={buttonClass("primary", "md", "mt-6")}>
          <LogIn aria-hidden="true" className="size-4" />
          {t("profile.goLogin")}
        </Link>
      </div>
    );
  }
  const {
    user,
    tab,
    isStaff,
    isSuperAdmin,
    sessions,
    sessionTimes,
    preferences,
    memberSince,
    credit,
    passwordChangeAsked,
  } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("profile.title")}</h1>
      <nav
        aria-label={t("profile.sections")}
        className="mt-6 flex rounded-control bg-white p-1 ring-1 ring-line sm:inline-flex"
      >
        {TABS.map(({ id, label, icon: Icon }) => (
          <Link
            key={id}
            to={href(id === "overview" ? "/profile" : `/profile?tab=${id}`)}
            aria-current={tab === id ? "page" : undefined}
            preventScrollReset
            className={cn(
              "inline-flex h-10 flex-1 items-center justify-center gap-1.5 rounded-control px-2 text-sm font-semibold whitespace-nowrap sm:flex-none sm:gap-2 sm:px-4",
              tab === id
                ? "bg-primary-700 text-white"
                : "text-muted hover:bg-primary-50 hover:text-primary-800",
            )}
          >
            <Icon aria-hidden="true" className="hidden size-4 min-[400px]:block" />
            {t(label)}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {tab === "overview" && (
          <div className="grid gap-6">
            <ProfileOverview
              user={user}
              memberSince={memberSince}
              isStaff={isStaff}
              isSuperAdmin={isSuperAdmin}
            />
            <AccountNameForm firstName={user.firstName} lastName={user.lastName} actionData={actionData} />
            {credit && <CreditCard credit={credit} />}
            {preferences && (
              <AlertPreferencesForm esimAlertEmails={preferences.esimAlertEmails} actionData={actionData} />
            )}
          </div>
        )}
        {tab === "security" && (
          <div className="grid gap-6 md:grid-cols-2 md:items-start">
            <ChangePasswordForm actionData={actionData} asked={passwordChangeAsked} />
            <ChangeEmailForm currentEmail={user.email} actionData={actionData} />
            <div className="md:col-span-2">
              <SessionsCard sessions={sessions} times={sessionTimes} />
            </div>
          </div>
        )}
        {tab === "data" && (
          <div className="grid gap-6 md:grid-cols-2 md:items-start">
            <DownloadDataCard />
            <DeleteAccountCard actionData={actionData} />
          </div>
        )}
      </div>
    </div>
  );
}
