import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "~/lib/i18n";
import { ChatLauncher } from "./chat-launcher";
import type { PanelState } from "./chat-widget";
import { mayHaveVisitorRoom } from "./visitor-room-memory";

const loadWidget = () => import("./chat-widget");
const ChatWidget = lazy(loadWidget);

const STAFF_AREAS = ["/admin", "/content-manager"];
/** How long a browser without requestIdleCallback (Safari) waits before fetching the widget. */
const IDLE_FALLBACK_MS = 2000;

/** Whether a page shows the widget: every page but the back office (so only those get its words). */
export function showsChat(pathname: string): boolean {
  return !STAFF_AREAS.some((area) => pathname.startsWith(area));
}

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS * 2 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/** The live chat widget on every storefront page: a customer's room, or a visitor's. */
export function CustomerChat({ username }: { username: string | null }) {
  // Drawn after hydration (it needs script to work), as a transition of its own: flipping a
  // hydration flag would redraw it synchronously inside hydration's last task.
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  const { pathname, search } = useLocation();
  if (!ready || !showsChat(pathname)) return null;
  // The link in a "we replied" e-mail opens the chat on arrival.
  const openOnArrival = new URLSearchParams(search).get("chat") === "open";
  // Keyed by user: signing in or out in this tab starts a fresh widget and room.
  return <CustomerChatFor key={username ?? ""} signedIn={username !== null} openOnArrival={openOnArrival} />;
}

/**
 * The widget's code (its room, socket and forms) is fetched only when it has something to do: at
 * once when the launcher is pressed, or once the page is idle for someone who may have replies
 * waiting (a customer, or a visitor who has opened a room), whose badge must count them. A first
 * visit draws only the button, so hydration does not also mount the chat on a slow phone.
 */
function CustomerChatFor({ signedIn, openOnArrival }: { signedIn: boolean; openOnArrival: boolean }) {
  const t = useT();
  const [mounted, setMounted] = useState<PanelState | null>(openOnArrival ? "expanded" : null);

  // Fetched and mounted when the page is idle, not while it hydrates.
  useEffect(() => {
    if (mounted !== null) return;
    return whenIdle(() => {
      if (signedIn || mayHaveVisitorRoom()) startTransition(() => setMounted("closed"));
    });
  }, [mounted, signedIn]);

  const launcher = (
    <ChatLauncher
      label={t("chat.open")}
      unread={0}
      onClick={() => setMounted("expanded")}
      onWarm={() => void loadWidget()}
    />
  );
  if (mounted === null) return launcher;
  return (
    <Suspense fallback={launcher}>
      <ChatWidget signedIn={signedIn} initialPanel={mounted} />
    </Suspense>
  );
}
