import { useEffect, useState } from "react";
import { ApiError, apiFetch } from "~/lib/api";
import { cn } from "~/lib/cn";

const POLL_MS = 3000; // SPEC.md §9: the admin chat rooms are polled every 3 seconds
/**
 * The Chat tab fires this after marking a room read or sending a reply, so the navigation's unread
 * count and "Needs attention" need not wait for a poll.
 */
export const CHAT_READ_EVENT = "admin:chat-read";

/**
 * The unread customer messages across every room, kept live on every admin page: the layout's
 * loader gives the first value, then one indexed count is asked for at the Chat tab's polling
 * interval while the page is visible. Null (no chat permission) never polls.
 */
export function useChatUnread(initial: number | null): number | null {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    if (initial === null) return;
    let stopped = false;
    const refresh = async () => {
      if (stopped || document.visibilityState !== "visible") return;
      try {
        const { count: next } = await apiFetch<{ count: number }>("/api/admin/chat/unread");
        if (!stopped) setCount(next);
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
  }, [initial]);
  return count;
}

/** The count beside the Chat link (and on the phones' menu button); nothing when all is read. */
export function ChatUnreadBadge({
  count,
  className,
}: {
  count: number | null | undefined;
  className?: string;
}) {
  if (!count) return null;
  return (
    <span
      data-testid="nav-chat-unread"
      className={cn(
        "tabular ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs leading-5 font-bold text-white",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread chat {count === 1 ? "message" : "messages"}</span>
    </span>
  );
}
