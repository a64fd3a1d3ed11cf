import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

// The widget's code loads only for signed-in customers, after hydration: guests pay nothing for it.
const ChatWidget = lazy(() => import("./chat-widget"));

const STAFF_AREAS = ["/admin", "/content-manager"];

/** The live chat widget for a signed-in customer, on every storefront page. */
export function CustomerChat({ username }: { username: string | null }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!username || !hydrated || STAFF_AREAS.some((area) => pathname.startsWith(area))) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by user: another sign-in in this tab starts a fresh widget and room. */}
      <ChatWidget key={username} />
    </Suspense>
  );
}
