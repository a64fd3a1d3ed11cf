import { useEffect, useState } from "react";
import { ApiError } from "~/lib/api";

/**
 * The Chat tab fires this after marking a room read or sending a reply, so the navigation's unread
 * count and "Needs attention" need not wait for a poll.
 */
export const CHAT_READ_EVENT = "admin:chat-read";

const POLL_MS = 3000; // SPEC.md §9: the admin chat rooms are polled every 3 seconds

/**
 * A back-office value kept live on every admin page: the layout's loader gives the first value,
 * then `load` is asked again at the Chat tab's polling interval while the page is visible, and at
 * once when the Chat tab reads or answers a chat (CHAT_READ_EVENT). Null or undefined (nothing this
 * member may see) never asks. `load` must be a module-level function: it is not a dependency.
 */
export function useLiveValue<T>(initial: T | null | undefined, load: () => Promise<T>) {
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const enabled = initial != null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is a module-level function
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const refresh = async () => {
      if (stopped || document.visibilityState !== "visible") return;
      try {
        const next = await load();
        if (!stopped) setValue(next);
      } catch (error) {
        // Signed out or the permission was taken away: the next page load tells them why.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) stopped = true;
      }
    };
    const timer = setInterval(refresh, POLL_MS);
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener(CHAT_READ_EVENT, refresh);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener(CHAT_READ_EVENT, refresh);
    };
  }, [enabled]);
  return value;
}
