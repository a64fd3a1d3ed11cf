import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ShieldAlert } from "~/components/ui/icons";

/**
 * A staff member without the permission a page needs (a 403 inside the back office). It stays
 * put and says what is missing, instead of sending them to the shop's home page.
 */
export function AdminForbidden({ area, needs }: { area: string; needs: string }) {
  return (
    <div
      role="alert"
      data-testid="admin-forbidden"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <ShieldAlert aria-hidden="true" className="size-10 text-danger-700" />
      <h2 className="text-2xl font-bold">Access Denied</h2>
      <p className="text-muted">
        You don't have permission to open <strong className="text-ink">{area}</strong>. Ask a super admin for
        “{needs}”.
      </p>
      <Link to="/admin" className={buttonClass("primary", "md", "mt-2")}>
        Back to the dashboard
      </Link>
    </div>
  );
}
