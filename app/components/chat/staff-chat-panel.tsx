import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CHAT_READ_EVENT } from "~/components/admin/use-live-value";
import { Badge } from "~/components/ui/badge";
import { ArrowLeft, Bell, BellOff } from "~/components/ui/icons";
import { apiFetch } from "~/lib/api";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import type { StaffRoomDto } from "~/schemas/chat";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { useNotificationSound } from "./notification-sound";
import { StaffRoomItem } from "./staff-room-list";
import { STAFF_CHAT, useChatRoom } from "./use-chat-room";

const ROOMS_POLL_MS = 3000; // SPEC.md §9

/** The admin Chat tab: rooms on the left, the selected conversation on the right, 600 px high. */
export function StaffChatPanel() {
  const [rooms, setRooms] = useState<StaffRoomDto[]>([]);
  // The dashboard links to one conversation: /admin/chat?room=<id>.
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<number | null>(Number(params.get("room")) || null);
  const { messages, live, send, markRead, hasOlder, loadingOlder, loadOlder } = useChatRoom(
    selected,
    STAFF_CHAT,
  );
  const sound = useNotificationSound();
  const lastUnread = useRef(0);

  const loadRooms = useCallback(async () => {
    try {
      setRooms(await apiFetch<StaffRoomDto[]>("/api/admin/chat/rooms"));
    } catch {
      toast({ title: "Failed to fetch chat rooms", variant: "destructive" });
    }
  }, []);

  useEffect(() => {
    void loadRooms();
    const timer = setInterval(loadRooms, ROOMS_POLL_MS);
    return () => clearInterval(timer);
  }, [loadRooms]);

  // Chime when the number of unread customer messages grows.
  const totalUnread = rooms.reduce((sum, r) => sum + r.unreadCount, 0);
  useEffect(() => {
    if (totalUnread > lastUnread.current) sound.play();
    lastUnread.current = totalUnread;
  }, [totalUnread, sound]);

  // The open room's customer messages are marked read automatically.
  const unreadInOpenRoom = messages.some((m) => m.senderType === "user" && !m.isRead);
  useEffect(() => {
    if (selected !== null && unreadInOpenRoom) {
      markRead()
        .then(() => {
          window.dispatchEvent(new Event(CHAT_READ_EVENT));
          return loadRooms();
        })
        .catch(() => toast({ title: "Failed to mark as read", variant: "destructive" }));
    }
  }, [selected, unreadInOpenRoom, markRead, loadRooms]);

  const current = rooms.find((r) => r.id === selected);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click only unlocks audio; nothing is activated
    <div
      className="grid h-[600px] grid-cols-1 overflow-hidden rounded-card border border-line bg-white md:grid-cols-[minmax(0,20rem)_1fr]"
      data-testid="staff-chat"
      onPointerDown={sound.unlock}
      onKeyDown={sound.unlock}
    >
      {/* On a phone the list and the conversation take turns; side by side from md up. */}
      <aside
        className={cn(
          "min-h-0 flex-col border-line md:flex md:border-r",
          selected === null ? "flex" : "hidden",
        )}
      >
        <div className="flex items-center justify-between border-b border-line px-3 py-2">
          <h2 className="text-sm font-semibold">Conversations</h2>
          <button
            type="button"
            onClick={sound.toggleMuted}
            aria-pressed={sound.muted}
            aria-label={sound.muted ? "Unmute notification sound" : "Mute notification sound"}
            className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-primary-50"
          >
            {sound.muted ? (
              <BellOff aria-hidden="true" className="size-4" />
            ) : (
              <Bell aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
        {rooms.length === 0 ? (
          <p className="p-4 text-sm text-muted">No conversations yet</p>
        ) : (
          <ul className="flex-1 overflow-y-auto">
            {rooms.map((room) => (
              <li key={room.id}>
                <StaffRoomItem
                  room={room}
                  selected={room.id === selected}
                  now={Date.now()}
                  onSelect={() => setSelected(room.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </aside>
      <section
        className={cn("min-h-0 min-w-0 flex-col md:flex", selected === null ? "hidden" : "flex")}
        aria-label="Conversation"
        data-live={live}
      >
        {current ? (
          <>
            <header className="flex items-center gap-2 border-b border-line px-4 py-2">
              <button
                type="button"
                onClick={() => setSelected(null)}
                aria-label="Back to conversations"
                className="-ml-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-primary-50 md:hidden"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
              </button>
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${live ? "bg-success-700" : "bg-subtle"}`}
              />
              {current.visitor ? (
                <div className="min-w-0">
                  <div className="flex items-center gap-2">
                    <h3 className="min-w-0 truncate text-sm font-semibold">{current.userName}</h3>
                    <Badge tone="info">Visitor</Badge>
                  </div>
                  <a
                    href={`mailto:${current.visitor.email}`}
                    className="block truncate text-xs text-primary-700 underline"
                    data-testid="visitor-email"
                  >
                    {current.visitor.email}
                  </a>
                </div>
              ) : (
                <>
                  <h3 className="text-sm font-semibold">{current.userName}</h3>
                  <span className="text-xs text-muted capitalize">{current.tier}</span>
                </>
              )}
            </header>
            <div className="flex flex-1 flex-col overflow-y-auto">
              <MessageList
                messages={messages}
                mine="admin"
                emptyText="No messages in this conversation yet."
                older={{ hasOlder, loading: loadingOlder, load: loadOlder }}
              />
            </div>
            <MessageComposer
              label="Reply"
              onSend={async (text) => {
                await send(text);
                // The navigation's "Needs attention" counts unanswered chats: ask it again now.
                window.dispatchEvent(new Event(CHAT_READ_EVENT));
                void loadRooms();
              }}
            />
          </>
        ) : (
          <p className="m-auto text-sm text-muted">Select a conversation</p>
        )}
      </section>
    </div>
  );
}
