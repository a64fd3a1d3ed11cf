import type { ReactNode } from "react";
import { Link } from "react-router";

/** The customer page's address: the one place staff land on a customer from any list. */
const customerPath = (userId: number) => `/admin/users/${userId}`;

/** A customer's name (or username) as a link to their page. */
export function CustomerLink({
  userId,
  children,
  className = "font-medium text-primary-700 hover:underline",
}: {
  userId: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={customerPath(userId)} className={className} data-testid="customer-link">
      {children}
    </Link>
  );
}

/** An audit row's target; a customer or an order links to its page. */
export function AuditTarget({ entry }: { entry: { targetType: string; targetId: number | null } }) {
  const { targetType, targetId } = entry;
  if (targetId !== null && targetType === "user") {
    return <CustomerLink userId={targetId}>user #{targetId}</CustomerLink>;
  }
  return (
    <span>
      {targetType}
      {targetId !== null && <span className="text-muted"> #{targetId}</span>}
    </span>
  );
}
