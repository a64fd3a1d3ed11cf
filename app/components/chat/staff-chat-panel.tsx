import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CHAT_READ_EVENT } from "~/components/admin/use-live-value";
import { Badge } from "~/components/ui/badge";
import { ArrowLeft, Bell, BellOff } from "~/components/ui/icons";
import { apiFetch, failureMessage } from "~/lib/api";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import type { ChatRoomStatus, StaffRoomDto } from "~/schemas/chat";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { useNotificationSound } from "./notification-sound";
import { StaffCustomerPanel } from "./staff-customer-panel";
import { StaffRoomItem } from "./staff-room-list";
import { STAFF_CHAT, useChatRoom } from "./use-chat-room";

const ROOMS_POLL_MS = 3000; // SPEC.md §9

/** The list of conversations: the sound's switch, the Open/Closed filter, and the rooms. */
function RoomList({
  rooms,
  selected,
  onSelect,
  filter,
  onFilter,
  sound,
}: {
  rooms: StaffRoomDto[];
  selected: number | null;
  onSelect: (roomId: number) => void;
  filter: ChatRoomStatus;
  onFilter: (filter: ChatRoomStatus) => void;
  sound: ReturnType<typeof useNotificationSound>;
}) {
  return (
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
      <fieldset className="flex gap-1 border-b border-line px-3 py-1.5">
        <legend className="sr-only">Show conversations</legend>
        {(["open", "closed"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
            className={cn(
              "rounded-full px-3 py-1 text-xs font-semibold",
              filter === value ? "bg-primary-700 text-white" : "text-muted hover:bg-primary-50",
            )}
          >
            {value === "open" ? "Open" : "Closed"}
          </button>
        ))}
      </fieldset>
      {rooms.length === 0 ? (
        <p className="p-4 text-sm text-muted">
          {filter === "open" ? "No open conversations" : "No closed conversations"}
        </p>
      ) : (
        <ul className="flex-1 overflow-y-auto">
          {rooms.map((room) => (
            <li key={room.id}>
              <StaffRoomItem
                room={room}
                selected={room.id === selected}
                now={Date.now()}
                onSelect={() => onSelect(room.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** Who the conversation is with (a visitor's e-mail, a customer's tier), the customer toggle and Close. */
function ConversationHeader({
  room,
  live,
  closed,
  showCustomer,
  onBack,
  onToggleCustomer,
  onClose,
}: {
  room: StaffRoomDto;
  live: boolean;
  closed: boolean;
  showCustomer: boolean;
  onBack: () => void;
  onToggleCustomer: () => void;
  onClose: () => void;
}) {
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-2">
      <button
        type="button"
        onClick={onBack}
        aria-label="Back to conversations"
        className="-ml-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-primary-50 md:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
      </button>
      <span aria-hidden="true" className={`size-2 rounded-full ${live ? "bg-success-700" : "bg-subtle"}`} />
      {room.visitor ? (
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <h3 className="min-w-0 truncate text-sm font-semibold">{room.userName}</h3>
            <Badge tone="info">Visitor</Badge>
          </div>
          <a
            href={`mailto:${room.visitor.email}`}
            className="block truncate text-xs text-primary-700 underline"
            data-testid="visitor-email"
          >
            {room.visitor.email}
          </a>
        </div>
      ) : (
        <>
          <h3 className="text-sm font-semibold">{room.userName}</h3>
          <span className="text-xs text-muted capitalize">{room.tier}</span>
        </>
      )}
      <span className="ml-auto flex shrink-0 items-center gap-1">
        <button
          type="button"
          onClick={onToggleCustomer}
          aria-expanded={showCustomer}
          className="rounded-control px-2 py-1 text-xs font-medium text-primary-800 ring-1 ring-line hover:bg-primary-50 xl:hidden"
        >
          Customer
        </button>
        {closed ? (
          <Badge tone="neutral">Closed</Badge>
        ) : (
          <button
            type="button"
            onClick={onClose}
            className="rounded-control px-2 py-1 text-xs font-medium text-primary-800 ring-1 ring-line hover:bg-primary-50"
          >
            Close conversation
          </button>
        )}
      </span>
    </header>
  );
}

/** The conversations under one filter, polled at the spec's interval, chiming when unread grows. */
function useStaffRooms(filter: ChatRoomStatus, sound: ReturnType<typeof useNotificationSound>) {
  const [rooms, setRooms] = useState<StaffRoomDto[]>([]);
  const lastUnread = useRef(0);
  const loadRooms = useCallback(async () => {
    try {
      setRooms(await apiFetch<StaffRoomDto[]>(`/api/admin/chat/rooms?status=${filter}`));
    } catch {
      toast({ title: "Failed to fetch chat rooms", variant: "destructive" });
    }
  }, [filter]);

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
  return { rooms, loadRooms };
}

/** Staff close a conversation: the list is asked again, and the navigation's counts too. */
function useCloseRoom(loadRooms: () => Promise<void>, onClosed: () => void) {
  return useCallback(
    async (roomId: number) => {
      try {
        await apiFetch(`/api/admin/chat/close/${roomId}`, { method: "POST" });
        toast({ title: "Conversation closed", description: "It opens again if the customer writes." });
        window.dispatchEvent(new Event(CHAT_READ_EVENT));
        onClosed();
        void loadRooms();
      } catch (error) {
        toast({
          title: "Failed to close the conversation",
          description: failureMessage(error),
          variant: "destructive",
        });
      }
    },
    [loadRooms, onClosed],
  );
}

/** The admin Chat tab: rooms on the left, the selected conversation on the right, 600 px high. */
export function StaffChatPanel() {
  // The dashboard links to one conversation: /admin/chat?room=<id>.
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<number | null>(Number(params.get("room")) || null);
  // Open conversations by default; closed ones under their own filter (a link may ask for them).
  const [filter, setFilter] = useState<ChatRoomStatus>(params.get("status") === "closed" ? "closed" : "open");
  const [showCustomer, setShowCustomer] = useState(false);
  const { messages, live, status, send, markRead, hasOlder, loadingOlder, loadOlder } = useChatRoom(
    selected,
    STAFF_CHAT,
  );
  const sound = useNotificationSound();
  const { rooms, loadRooms } = useStaffRooms(filter, sound);

  const closeRoom = useCloseRoom(loadRooms, () => setSelected(null));

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
  const closed = (status ?? current?.status) === "closed";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click only unlocks audio; nothing is activated
    <div
      className="grid h-[600px] grid-cols-1 overflow-hidden rounded-card border border-line bg-white md:grid-cols-[minmax(0,20rem)_1fr] xl:grid-cols-[minmax(0,18rem)_1fr_minmax(0,18rem)]"
      data-testid="staff-chat"
      onPointerDown={sound.unlock}
      onKeyDown={sound.unlock}
    >
      {/* On a phone the list and the conversation take turns; side by side from md up. */}
      <RoomList
        rooms={rooms}
        selected={selected}
        onSelect={setSelected}
        filter={filter}
        onFilter={(value) => {
          setFilter(value);
          setSelected(null);
        }}
        sound={sound}
      />
      <section
        className={cn("min-h-0 min-w-0 flex-col md:flex", selected === null ? "hidden" : "flex")}
        aria-label="Conversation"
        data-live={live}
      >
        {current ? (
          <>
            <ConversationHeader
              room={current}
              live={live}
              closed={closed}
              onBack={() => setSelected(null)}
              onToggleCustomer={() => setShowCustomer((shown) => !shown)}
              showCustomer={showCustomer}
              onClose={() => void closeRoom(current.id)}
            />
            {showCustomer && (
              <div className="max-h-72 overflow-y-auto border-b border-line bg-canvas xl:hidden">
                <StaffCustomerPanel roomId={current.id} />
              </div>
            )}
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
      <aside className="hidden min-h-0 overflow-y-auto border-l border-line xl:block" aria-label="Customer">
        {current ? (
          <StaffCustomerPanel roomId={current.id} />
        ) : (
          <p className="p-4 text-sm text-muted">The customer's details show here.</p>
        )}
      </aside>
    </div>
  );
}
