import { Form, Link } from "react-router";
import { BadgeCheck, Crown, LayoutDashboard, Lock } from "~/components/ui/icons";
import { type MessageKey, useT } from "~/lib/i18n";
import type { PublicUser } from "~/schemas/account";

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

/** SPEC.md §2 Profile, Overview tab. */
export function ProfileOverview({
  user,
  memberSince,
  isStaff,
  isSuperAdmin,
}: {
  user: PublicUser;
  /** The day the account was made, in the page's language (the loader writes it). */
  memberSince: string;
  isStaff: boolean;
  isSuperAdmin: boolean;
}) {
  const t = useT();
  const roleKey = `profile.role.${user.role}` as MessageKey;
  const role = t(roleKey) === roleKey ? user.role : t(roleKey);
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
      <section aria-labelledby="account-title" className={cardClass}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="account-title" className="text-lg font-bold">
            {t("profile.account")}
          </h2>
          <span
            data-testid="role-badge"
            className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800 capitalize ring-1 ring-primary-200 ring-inset"
          >
            {role}
          </span>
          {isSuperAdmin && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-100 ring-inset">
              <Crown aria-hidden="true" className="size-3.5" /> {t("profile.superAdmin")}
            </span>
          )}
        </div>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          <Item label={t("profile.userId")} value={`#${String(user.id).padStart(6, "0")}`} testId="user-id" />
          <Item label={t("profile.username")} value={user.username} />
          <Item label={t("profile.email")} value={user.email} />
          <Item label={t("profile.memberSince")} value={memberSince} />
        </dl>
        <p className="mt-5 inline-flex items-center gap-2 text-sm text-muted">
          <Lock aria-hidden="true" className="size-4" /> {t("profile.usernameFixed")}
        </p>
      </section>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="status-title" className={cardClass}>
          <h2 id="status-title" className="text-lg font-bold">
            {t("profile.status")}
          </h2>
          <dl className="mt-4 flex flex-col gap-3 text-sm">
            <StatusRow label={t("profile.active")} value={t("profile.active")} tone="good" />
            <StatusRow
              label={t("profile.emailVerified")}
              value={t(user.emailVerified ? "profile.verified" : "profile.notVerified")}
              tone={user.emailVerified ? "good" : "neutral"}
            />
          </dl>
          {!user.emailVerified && (
            <Form method="post" action="/auth/resend-verification" className="mt-4">
              <button
                type="submit"
                data-testid="resend-verification"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
              >
                {t("profile.resend")}
              </button>
            </Form>
          )}
        </section>
        {isStaff && (
          <section
            aria-labelledby="admin-access-title"
            className="rounded-card border border-primary-200 bg-primary-50 p-5"
          >
            <h2 id="admin-access-title" className="inline-flex items-center gap-2 font-bold text-primary-900">
              <BadgeCheck aria-hidden="true" className="size-5" /> {t("profile.adminAccess.title")}
            </h2>
            <p className="mt-1 text-sm text-primary-900">{t("profile.adminAccess.text")}</p>
            <Link
              to="/admin"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
            >
              <LayoutDashboard aria-hidden="true" className="size-4" /> {t("profile.adminAccess.open")}
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold break-all" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function StatusRow({ label, value, tone }: { label: string; value: string; tone: "good" | "neutral" }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd
        className={
          tone === "good"
            ? "rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700"
            : "rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold text-muted ring-1 ring-line ring-inset"
        }
      >
        {value}
      </dd>
    </div>
  );
}
