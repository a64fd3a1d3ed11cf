import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Ban, Gift, KeyRound, Pencil, Plus, ShieldCheck, Trash2, UserCog } from "~/components/ui/icons";
import { formatMalaysiaDay, formatMalaysiaShort } from "~/lib/dates";
import type { ListPage } from "~/schemas/admin/common";
import type { AdminUserDto } from "~/schemas/admin/users";
import { CreditDialog } from "./credit-dialog";
import { deleteConfirmation } from "./crud";
import { CustomerLink } from "./customer-link";
import { EmailAddress } from "./email-address";
import { ConfirmDialog, HiddenFields } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";
import { useTabDialog } from "./use-tab-dialog";
import { BanDialog, PasswordDialog, RoleDialog, UserFormDialog } from "./user-dialogs";

type Open =
  | { kind: "create" }
  | { kind: "edit" | "ban" | "password" | "role" | "delete" | "credit"; user: AdminUserDto };

function StatusBadges({ user }: { user: AdminUserDto }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.deleted ? (
        <Badge tone="neutral">Deleted</Badge>
      ) : (
        <Badge tone={user.active ? "success" : "neutral"}>{user.active ? "Active" : "Inactive"}</Badge>
      )}
      {user.banned && (
        <Badge tone="danger">
          Banned{user.banExpiresAt ? ` until ${formatMalaysiaShort(user.banExpiresAt)}` : ""}
        </Badge>
      )}
    </span>
  );
}

export function UsersTab({
  data,
  canBan,
  canManage,
}: {
  data: ListPage<AdminUserDto>;
  canBan: boolean;
  canManage: boolean;
}) {
  const { mode: open, opened, show, close } = useTabDialog<Open>();

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Users</h2>
        {canManage && (
          <button
            type="button"
            className={buttonClass("primary", "sm")}
            onClick={() => show({ kind: "create" })}
          >
            <Plus aria-hidden="true" className="size-4" /> Add User
          </button>
        )}
      </div>
      <DataTable
        caption="Users"
        searchable
        searchLabel="Search users by username, e-mail or name"
        page={data}
        rows={data.items}
        rowKey={(u) => u.id}
        empty="No users found"
        columns={[
          {
            key: "id",
            label: "ID",
            sort: "id",
            align: "right",
            render: (u) => String(u.id).padStart(6, "0"),
          },
          {
            key: "username",
            label: "Username",
            sort: "username",
            render: (u) => <CustomerLink userId={u.id}>{u.username}</CustomerLink>,
          },
          {
            key: "email",
            label: "Email",
            sort: "email",
            className: "min-w-40 wrap-anywhere",
            render: (u) => <EmailAddress value={u.email} />,
          },
          { key: "name", label: "Name", render: (u) => u.name || "—" },
          {
            key: "role",
            label: "Role",
            sort: "role",
            render: (u) => (
              <Badge tone="info">
                <span className="capitalize">{u.role}</span>
              </Badge>
            ),
          },
          { key: "status", label: "Status", render: (u) => <StatusBadges user={u} /> },
          {
            key: "created",
            label: "Created (MYT)",
            sort: "createdAt",
            render: (u) => formatMalaysiaDay(u.createdAt),
          },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (u) => <UserActions user={u} canBan={canBan} canManage={canManage} show={show} />,
          },
        ]}
      />
      <UserFormDialog
        key={opened}
        open={open?.kind === "create" || open?.kind === "edit"}
        user={open?.kind === "edit" ? open.user : null}
        onClose={close}
      />
      <BanDialog key={`b${opened}`} user={open?.kind === "ban" ? open.user : null} onClose={close} />
      <PasswordDialog
        key={`p${opened}`}
        user={open?.kind === "password" ? open.user : null}
        onClose={close}
      />
      <CreditDialog key={`c${opened}`} user={open?.kind === "credit" ? open.user : null} onClose={close} />
      <RoleDialog key={`r${opened}`} user={open?.kind === "role" ? open.user : null} onClose={close} />
      <ConfirmDialog
        key={`d${opened}`}
        {...deleteConfirmation(open?.kind === "delete" ? open.user.id : null)}
        title="Delete user"
        description={
          open?.kind === "delete"
            ? `Delete ${open.user.username}? They will no longer be able to sign in.`
            : undefined
        }
        onClose={close}
      />
    </div>
  );
}

const ACTION =
  "inline-flex items-center gap-1 rounded-control px-2 py-1 text-xs font-medium hover:bg-primary-50 disabled:opacity-50 max-md:px-3 max-md:py-2 max-md:text-sm max-md:ring-1 max-md:ring-line";

/** A user's row actions: each shown only to staff with the permission its dialog needs. */
function UserActions({
  user,
  canBan,
  canManage,
  show,
}: {
  user: AdminUserDto;
  canBan: boolean;
  canManage: boolean;
  show: (open: Open) => void;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {canManage && (
        <button
          type="button"
          className={`${ACTION} text-primary-800`}
          onClick={() => show({ kind: "edit", user })}
          aria-label={`Edit ${user.username}`}
        >
          <Pencil aria-hidden="true" className="size-3.5" /> Edit
        </button>
      )}
      {canBan &&
        !user.deleted &&
        (user.banned ? (
          <UnbanButton user={user} className={`${ACTION} text-primary-800`} />
        ) : (
          <button
            type="button"
            className={`${ACTION} text-danger-700`}
            onClick={() => show({ kind: "ban", user })}
            aria-label={`Ban ${user.username}`}
          >
            <Ban aria-hidden="true" className="size-3.5" /> Ban
          </button>
        ))}
      {canManage && (
        <>
          <button
            type="button"
            className={`${ACTION} text-primary-800`}
            onClick={() => show({ kind: "role", user })}
            aria-label={`Change role of ${user.username}`}
          >
            <UserCog aria-hidden="true" className="size-3.5" /> Role
          </button>
          <button
            type="button"
            className={`${ACTION} text-primary-800`}
            onClick={() => show({ kind: "credit", user })}
            aria-label={`Credit of ${user.username}`}
          >
            <Gift aria-hidden="true" className="size-3.5" /> Credit
          </button>
          <button
            type="button"
            className={`${ACTION} text-primary-800`}
            onClick={() => show({ kind: "password", user })}
            aria-label={`Change password of ${user.username}`}
          >
            <KeyRound aria-hidden="true" className="size-3.5" /> Password
          </button>
          {!user.deleted && (
            <button
              type="button"
              className={`${ACTION} text-danger-700`}
              onClick={() => show({ kind: "delete", user })}
              aria-label={`Delete ${user.username}`}
            >
              <Trash2 aria-hidden="true" className="size-3.5" /> Delete
            </button>
          )}
        </>
      )}
    </span>
  );
}

/** Unban needs no confirmation: one button, one post of the `unban` intent. */
function UnbanButton({ user, className }: { user: AdminUserDto; className: string }) {
  const { fetcher, pending } = useAdminIntent();
  return (
    <fetcher.Form method="post">
      <HiddenFields intent="unban" fields={{ id: user.id }} />
      <button type="submit" className={className} disabled={pending} aria-label={`Unban ${user.username}`}>
        <ShieldCheck aria-hidden="true" className="size-3.5" /> Unban
      </button>
    </fetcher.Form>
  );
}
