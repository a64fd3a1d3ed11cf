import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { buttonClass } from "~/components/ui/button";
import { LogOut, Menu, Store, UserRoundCog, X } from "~/components/ui/icons";
import { ApiError, apiFetch, failureMessage } from "~/lib/api";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import type { NeedsAttention } from "~/schemas/admin/attention";
import { AttentionBadge, useLiveAttention } from "./attention-badge";
import { ChatUnreadBadge, useChatUnread } from "./chat-unread";
import { SectionNav, type ShellTab } from "./shell-nav";

/**
 * The back office's frame: a sidebar of the sections this member may open on desktop, the
 * same list in a drawer on phones, and a top bar with who is signed in, My account and sign-out.
 * The storefront's header, footer and chat widget are not drawn around it (see root.tsx).
 */
export function AdminShell({
  brandName,
  admin,
  tabs,
  chatUnread: initialChatUnread,
  current,
  attention: initialAttention,
  twoFactorOptional = false,
  children,
}: {
  brandName: string;
  admin: { username: string };
  tabs: ShellTab[];
  chatUnread: number | null;
  current: string;
  attention?: NeedsAttention | null;
  /** STAFF_TWO_FACTOR=optional (local development only): said on every page. */
  twoFactorOptional?: boolean;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const chatUnread = useChatUnread(initialChatUnread);
  const attention = useLiveAttention(initialAttention);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const brand = <BrandLogo name={brandName} to="/admin" label={`${brandName} back office home`} />;
  return (
    <div className="min-h-dvh bg-canvas md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="hidden border-r border-line bg-surface md:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className="border-b border-line px-5 py-4">
            {brand}
            <p className="mt-1 text-xs font-medium tracking-wide text-muted uppercase">Back office</p>
          </div>
          <div className="flex-1 overflow-y-auto">
            <AttentionBadge attention={attention} />
            <SectionNav tabs={tabs} current={current} chatUnread={chatUnread} />
          </div>
          <ShopLink />
        </div>
      </div>
      {menuOpen && (
        <MenuDrawer brand={brand} username={admin.username} onClose={closeMenu}>
          <AttentionBadge attention={attention} onNavigate={closeMenu} />
          <SectionNav tabs={tabs} current={current} onNavigate={closeMenu} chatUnread={chatUnread} />
        </MenuDrawer>
      )}
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-surface">
          <div className="flex items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              aria-controls="admin-menu"
              className={buttonClass("secondary", "sm", "md:hidden")}
            >
              <Menu aria-hidden="true" className="size-4" />
              <span className="sr-only">Open admin menu</span>
              <ChatUnreadBadge count={chatUnread} className="ml-0" />
            </button>
            <div className="min-w-0">
              <h1 className="text-lg font-bold tracking-tight sm:text-xl">Admin Dashboard</h1>
              <p className="truncate text-sm text-muted">Welcome, {admin.username}</p>
            </div>
            <StaffActions current={current} />
          </div>
        </header>
        {twoFactorOptional && <TwoFactorOffBanner />}
        <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">{children}</div>
      </div>
    </div>
  );
}

function StaffActions({ current }: { current: string }) {
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
    <div className="ml-auto flex shrink-0 gap-2">
      <Link
        to="/admin/account"
        aria-current={current === "account" ? "page" : undefined}
        className={buttonClass(current === "account" ? "primary" : "secondary", "sm")}
      >
        <UserRoundCog aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">My account</span>
      </Link>
      <button type="button" onClick={logout} disabled={leaving} className={buttonClass("secondary", "sm")}>
        <LogOut aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">Logout</span>
      </button>
    </div>
  );
}

function ShopLink({ className }: { className?: string }) {
  return (
    <div className={cn("border-t border-line p-3", className)}>
      <Link
        to="/"
        className="flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium text-muted hover:bg-canvas hover:text-ink"
      >
        <Store aria-hidden="true" className="size-4" /> View the shop
      </Link>
    </div>
  );
}

/** The phones' navigation: a panel over the page, closed by a link, the close button, Escape or a tap outside. */
function MenuDrawer({
  brand,
  username,
  onClose,
  children,
}: {
  brand: ReactNode;
  username: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 size-full cursor-default bg-ink/40"
      />
      <div
        ref={panel}
        id="admin-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Admin menu"
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl outline-none"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          {brand}
          <button type="button" onClick={onClose} className={buttonClass("secondary", "sm")}>
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <p className="px-6 pt-3 text-xs text-muted">
          Signed in as <strong className="text-ink">{username}</strong>
        </p>
        <div className="flex-1 overflow-y-auto">{children}</div>
        <ShopLink />
      </div>
    </div>
  );
}

/** Plainly, on every page: the two-factor requirement is off on this (local) shop. */
function TwoFactorOffBanner() {
  return (
    <p
      role="status"
      data-testid="two-factor-off"
      className="border-b border-warning-800/20 bg-warning-50 px-4 py-2 text-sm text-warning-800 sm:px-6 lg:px-8"
    >
      <strong>Two-factor sign-in is not required here.</strong> STAFF_TWO_FACTOR=optional (local development
      only): staff who refund, manage users or manage staff can sign in with a password alone. A deployed shop
      always requires it.
    </p>
  );
}
