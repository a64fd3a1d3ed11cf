import { LogOut, UserRoundCog } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ApiError, apiFetch, failureMessage } from "~/lib/api";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";

export function AdminShell({
  admin,
  tabs,
  current,
  children,
}: {
  admin: { username: string };
  tabs: { id: string; label: string }[];
  current: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  async function logout() {
    setLeaving(true);
    try {
      await apiFetch("/api/admin/logout", { method: "POST" });
      navigate("/admin/login");
    } catch (error) {
      // An expired session is as good as logged out.
      if (error instanceof ApiError && error.status === 401) return navigate("/admin/login");
      setLeaving(false);
      toast({ title: "Error", description: failureMessage(error), variant: "destructive" });
    }
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-muted">Welcome, {admin.username}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/account"
            aria-current={current === "account" ? "page" : undefined}
            className={buttonClass(current === "account" ? "primary" : "secondary", "sm")}
          >
            <UserRoundCog aria-hidden="true" className="size-4" /> My account
          </Link>
          <button
            type="button"
            onClick={logout}
            disabled={leaving}
            className={buttonClass("secondary", "sm")}
          >
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </button>
        </div>
      </div>
      <nav aria-label="Admin sections" className="mt-5 -mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-line">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <NavLink
                to={tab.id === "analytics" ? "/admin" : `/admin/${tab.id}`}
                aria-current={tab.id === current ? "page" : undefined}
                className={cn(
                  "-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium",
                  tab.id === current
                    ? "border-primary-700 text-primary-800"
                    : "border-transparent text-muted hover:border-line hover:text-ink",
                )}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
