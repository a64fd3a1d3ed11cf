import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { ArrowLeft } from "~/components/ui/icons";
import type { RootData } from "~/root";

/**
 * The slim frame of back-office pages outside the dashboard's shell (the staff sign-in page and the
 * content manager): the brand, "Back office", and one way out. No storefront header or footer.
 */
export function StaffFrame({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  const brandName = useRouteLoaderData<RootData>("root")?.config.brandName ?? "";
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <BrandLogo name={brandName} to="/admin" label={`${brandName} back office home`} />
            <span className="text-xs font-medium tracking-wide whitespace-nowrap text-muted uppercase max-sm:hidden">
              Back office
            </span>
          </div>
          <Link
            to={back.to}
            className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-primary-700 hover:text-primary-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
          </Link>
        </div>
      </header>
      {children}
    </div>
  );
}
