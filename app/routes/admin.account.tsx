import { PasswordCard } from "~/components/admin/account/password-card";
import { StaffSessionsCard } from "~/components/admin/account/sessions-card";
import { StaffSecurityCard } from "~/components/admin/account/staff-security-card";
import { TwoFactorCard } from "~/components/admin/account/two-factor-card";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { adminSessionHash } from "../../worker/web/cookies/admin-session-cookie.server";
import { staffPage } from "../../worker/web/guards/admin-page.server";
import { pageMessages } from "../../worker/web/language/messages.server";
import { accountAction } from "../../worker/web/pages/admin/admin-account-actions.server";
import { listStaffSessions, staffAccount } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.account";

export const meta: Route.MetaFunction = adminMeta("My account");
export { AdminRouteError as ErrorBoundary };

/**
 * "My account" for every staff member: password and two-factor sign-in. The layout's guard
 * lets a member whose two-factor set-up is pending in here (and nowhere else) to do it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, admin } = staffPage(context);
  const [account, sessions] = await Promise.all([
    staffAccount(db, admin.id),
    listStaffSessions(db, admin.id, await adminSessionHash(request)),
  ]);
  // The shared password field's own words (always English here: the back office has no prefix).
  return {
    account,
    sessions,
    // Required of this member (shop-wide or by their permissions) and not set up yet.
    twoFactorNeeded: admin.needsTwoFactor === true,
    // Sent here by sign-in: the password fails today's rule (decision 0064).
    passwordChangeAsked: new URL(request.url).searchParams.get("password") === "change",
    ...pageMessages(context, "password"),
  };
}

/**
 * Own password, two-factor set-up and removal, ending own sessions, the staff-wide two-factor rule:
 * told apart by `intent`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account, sessions, twoFactorNeeded, passwordChangeAsked } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold">My account</h2>
        <p className="text-sm text-muted">
          Signed in as <strong className="text-ink">{account.username}</strong> ({account.email})
        </p>
      </div>
      <PasswordCard answer={actionData} asked={passwordChangeAsked} />
      <TwoFactorCard account={account} answer={actionData} needed={twoFactorNeeded} />
      <StaffSessionsCard sessions={sessions} />
      {account.isSuperAdmin && (
        <StaffSecurityCard required={account.twoFactorRequired} selfEnabled={account.twoFactorEnabled} />
      )}
    </div>
  );
}
