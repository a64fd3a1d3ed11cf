import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AlertTriangle } from "~/components/ui/icons";
import { AdminForbidden } from "./forbidden";

/**
 * Every tab route's error boundary. It renders inside the staff shell (the layout's outlet), so a
 * missing permission is a 403 page with the navigation still there, not a trip to the shop.
 */
export function AdminRouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403 && isForbiddenArea(error.data)) {
    return <AdminForbidden area={error.data.area} needs={error.data.needs} />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // On the server, entry.server's handleError has logged it safely (class and code only).
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-warning-800" />
      <h2 className="text-2xl font-bold">{notFound ? "Not found" : "This section did not load"}</h2>
      <p className="text-muted">
        {notFound ? "There is nothing at this address." : "Please try again in a moment."}
      </p>
      <div className="mt-2 flex gap-2">
        {!notFound && (
          <Link to={location} reloadDocument className={buttonClass("primary", "md")}>
            Try again
          </Link>
        )}
        <Link to="/admin" className={buttonClass(notFound ? "primary" : "secondary", "md")}>
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}

function isForbiddenArea(value: unknown): value is { area: string; needs: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { area?: unknown }).area === "string" &&
    typeof (value as { needs?: unknown }).needs === "string"
  );
}
