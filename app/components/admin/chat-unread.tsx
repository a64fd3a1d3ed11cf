import { apiFetch } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useLiveValue } from "./use-live-value";

const loadUnread = async () => (await apiFetch<{ count: number }>("/api/admin/chat/unread")).count;

/** The unread customer messages across every room, kept live on every admin page. */
export function useChatUnread(initial: number | null): number | null {
  return useLiveValue(initial, loadUnread) ?? null;
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
