import type { ReactNode } from "react";
import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** A designed empty list (DESIGN.md): an icon, a short sentence and the next step as a button. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
  iconClassName,
}: {
  icon: IconComponent;
  title: string;
  /** The sentence under the title. */
  children: ReactNode;
  /** The next step, usually a Link styled with buttonClass(…, "mt-6"). */
  action?: ReactNode;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-card border border-dashed border-line bg-white px-6 py-16 text-center",
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn("size-12 text-subtle", iconClassName)} />
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-muted">{children}</p>
      {action}
    </div>
  );
}
