import { Loader2, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";

export const ACCESS_DENIED_REDIRECT_MS = 2000;

export function VerifyingAccess() {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-center">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary-700" />
      <p className="text-lg font-semibold">Verifying Access</p>
      <p className="text-sm text-muted">Checking your permissions...</p>
    </div>
  );
}

/** SPEC.md §2: the guard's refusal, then home after 2 seconds. */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/"), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-danger-700" />
      <h2 className="text-2xl font-bold">Access Denied</h2>
      <p className="text-muted">
        You don't have permission to access this area. Please contact an administrator for access.
      </p>
      <Link to="/" className={buttonClass("primary", "md", "mt-2")}>
        Return to Home
      </Link>
    </div>
  );
}
