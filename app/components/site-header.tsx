import { Form, Link, NavLink } from "react-router";
import {
  ChevronDown,
  LayoutDashboard,
  LogOut,
  Menu,
  Package,
  ShoppingCart,
  Smartphone,
  UserRound,
  X,
} from "~/components/ui/icons";
import { cartBadgeText, useCartCount } from "~/lib/cart-count";
import { cn } from "~/lib/cn";
import { type Translate, useLocalePath, useT } from "~/lib/i18n";
import { MAIN_LINKS } from "~/lib/nav";
import { isStaffRole } from "~/schemas/roles";
import { BrandLogo } from "./brand-logo";
import { HeaderLanguageMenu } from "./language-switcher";
import { buttonClass } from "./ui/button";

interface HeaderUser {
  username: string;
  role: string;
}

/** A signed-in staff member (their own admin session, separate from any customer session). */
interface HeaderStaff {
  username: string;
}

interface SiteHeaderProps {
  brandName: string;
  cartCount: number;
  user: HeaderUser | null;
  staff?: HeaderStaff | null;
}

/** Bar links are compact; drawer links are taller so a thumb hits them. */
const navLinkClass =
  (size: "bar" | "drawer") =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-control px-3 font-medium transition-colors",
      size === "bar" ? "py-2 text-sm" : "py-3 text-base",
      isActive ? "bg-primary-50 text-primary-800" : "text-muted hover:bg-primary-50 hover:text-primary-800",
    );

/** Account items: compact in the bar's dropdown, the drawer's link size in the drawer. */
const menuItemClass = (size: "bar" | "drawer") =>
  cn(
    "flex w-full items-center gap-2 rounded-control px-3 text-left font-medium text-ink hover:bg-primary-50 hover:text-primary-800",
    size === "bar" ? "py-2.5 text-sm" : "py-3 text-base",
  );

function accountLinks(user: HeaderUser, t: Translate, href: (path: string) => string) {
  return [
    { to: href("/profile"), label: t("chrome.header.profile"), icon: UserRound },
    { to: href("/my-orders"), label: t("chrome.header.orders"), icon: Package },
    { to: href("/my-esims"), label: t("chrome.header.esims"), icon: Smartphone },
    // The back office is English-only: its link has no language prefix.
    ...(isStaffRole(user.role)
      ? [{ to: "/admin", label: t("chrome.header.admin"), icon: LayoutDashboard }]
      : []),
  ];
}

export function SiteHeader({ brandName, cartCount, user, staff = null }: SiteHeaderProps) {
  const t = useT();
  const href = useLocalePath();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <MobileDrawer brandName={brandName} user={user} staff={staff} />
        <BrandLogo name={brandName} to={href("/")} label={t("chrome.header.logo", { brand: brandName })} />
        <nav aria-label={t("chrome.nav.main")} className="ml-6 hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={href(link.to)} end={link.to === "/"} className={navLinkClass("bar")}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderLanguageMenu />
          <CartLink count={cartCount} />
          {staff && <BackOfficeLink staff={staff} />}
          {user ? (
            <UserMenu user={user} />
          ) : staff ? null : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to={href("/auth/login")} className={buttonClass("ghost", "sm")}>
                {t("chrome.header.signIn")}
              </Link>
              <Link to={href("/auth/register")} className={buttonClass("primary", "sm")}>
                {t("chrome.header.signUp")}
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

function LogoutButton({ className }: { className: string }) {
  const t = useT();
  return (
    <Form method="post" action="/auth/logout">
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className="size-4" />
        {t("chrome.header.logout")}
      </button>
    </Form>
  );
}

/** A <details> menu: opens without JavaScript; links close it on click when JavaScript runs. */
function UserMenu({ user }: { user: HeaderUser }) {
  const t = useT();
  const href = useLocalePath();
  return (
    <details className="group relative hidden sm:block" data-testid="user-menu">
      <summary
        aria-label={t("chrome.header.accountMenu", { username: user.username })}
        className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full pr-2 pl-1 text-sm font-medium text-ink hover:bg-primary-50"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-primary-700 font-bold text-white uppercase"
        >
          {user.username.slice(0, 1)}
        </span>
        <span className="max-w-32 truncate">{user.username}</span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 mt-2 w-56 rounded-card border border-line bg-white p-1.5 shadow-card">
        <nav aria-label={t("chrome.header.account")} className="flex flex-col">
          {accountLinks(user, t, href).map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={menuItemClass("bar")} onClick={closeDetails}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          ))}
          <hr className="my-1 border-line" />
          <LogoutButton className={menuItemClass("bar")} />
        </nav>
      </div>
    </details>
  );
}

/** Staff are shown as staff: a way back to their desk, never an invitation to sign up. */
function BackOfficeLink({ staff }: { staff: HeaderStaff }) {
  const t = useT();
  return (
    <Link
      to="/admin"
      data-testid="back-office-link"
      aria-label={t("chrome.header.backOfficeAs", { username: staff.username })}
      className={buttonClass("secondary", "sm", "max-sm:size-11 max-sm:rounded-full max-sm:p-0")}
    >
      <LayoutDashboard aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{t("chrome.header.backOffice")}</span>
    </Link>
  );
}

function CartLink({ count: fromLoader }: { count: number }) {
  const t = useT();
  const href = useLocalePath();
  const count = useCartCount(fromLoader);
  // The badge is always drawn (hidden at 0) so the edge can show a guest's count in a cached page.
  return (
    <Link
      to={href("/cart")}
      data-cart-link=""
      aria-label={t("chrome.header.cart", { count })}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-primary-50 hover:text-primary-800"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span
        data-testid="cart-count"
        hidden={count === 0}
        className="tabular absolute top-1 right-0.5 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs leading-5 font-bold text-white"
      >
        {cartBadgeText(count)}
      </span>
    </Link>
  );
}

/** A <details> drawer: opens and closes without JavaScript, and is reachable by keyboard. */
function MobileDrawer({
  brandName,
  user,
  staff,
}: {
  brandName: string;
  user: HeaderUser | null;
  staff: HeaderStaff | null;
}) {
  const t = useT();
  const href = useLocalePath();
  return (
    <details className="group lg:hidden" data-testid="mobile-drawer">
      {/* Once open, the summary itself stretches into the backdrop, so a tap outside closes the
          drawer with no JavaScript. */}
      <summary
        aria-label={t("chrome.header.menu")}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-primary-50 group-open:fixed group-open:inset-0 group-open:z-50 group-open:size-auto group-open:rounded-none group-open:bg-ink/40"
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
      </summary>
      <div className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="mb-2 flex items-center justify-between">
          <span className="text-lg font-bold">{brandName}</span>
          <CloseDrawerButton />
        </div>
        <nav aria-label={t("chrome.nav.mobile")} className="flex flex-col gap-1">
          {MAIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={href(link.to)}
              end={link.to === "/"}
              className={navLinkClass("drawer")}
              onClick={closeDetails}
            >
              {t(link.label)}
            </NavLink>
          ))}
          <hr className="my-2 border-line" />
          {staff && (
            <>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
                {t("chrome.header.staff", { username: staff.username })}
              </p>
              <Link to="/admin" className={menuItemClass("drawer")} onClick={closeDetails}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {t("chrome.header.backOffice")}
              </Link>
            </>
          )}
          {user ? (
            <>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
                {t("chrome.header.signedInAs", { username: user.username })}
              </p>
              {accountLinks(user, t, href).map(({ to, label, icon: Icon }) => (
                <Link key={to} to={to} className={menuItemClass("drawer")} onClick={closeDetails}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              ))}
              <LogoutButton className={menuItemClass("drawer")} />
            </>
          ) : staff ? null : (
            <>
              <Link
                to={href("/auth/login")}
                className={buttonClass("secondary", "md")}
                onClick={closeDetails}
              >
                {t("chrome.header.signIn")}
              </Link>
              <Link
                to={href("/auth/register")}
                className={buttonClass("primary", "md")}
                onClick={closeDetails}
              >
                {t("chrome.header.signUp")}
              </Link>
            </>
          )}
        </nav>
      </div>
    </details>
  );
}

function closeDetails(event: { currentTarget: Element }) {
  event.currentTarget.closest("details")?.removeAttribute("open");
}

function CloseDrawerButton() {
  return (
    <button
      type="button"
      aria-label={useT()("chrome.header.closeMenu")}
      onClick={closeDetails}
      className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-primary-50"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
