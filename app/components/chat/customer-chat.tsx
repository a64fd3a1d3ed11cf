import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

// The widget's code loads after hydration, so the first paint never waits for it.
const ChatWidget = lazy(() => import("./chat-widget"));

const STAFF_AREAS = ["/admin", "/content-manager"];

/** Whether a page shows the widget: every page but the back office (so only those get its words). */
export function showsChat(pathname: string): boolean {
  return !STAFF_AREAS.some((area) => pathname.startsWith(area));
}

/** The live chat widget on every storefront page: a customer's room, or a visitor's. */
export function CustomerChat({ username }: { username: string | null }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated || !showsChat(pathname)) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by user: signing in or out in this tab starts a fresh widget and room. */}
      <ChatWidget key={username ?? ""} signedIn={username !== null} />
    </Suspense>
  );
}
