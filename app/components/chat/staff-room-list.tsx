import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { waitedFor } from "~/lib/dates";
import type { StaffRoomDto } from "~/schemas/chat";

const TIER_TONE = { vip: "primary", platinum: "info", gold: "warning" } as const;

/**
 * One conversation in the staff list: the customer and their tier (or a visitor and their e-mail), how long they have waited for
 * a reply (or that they have been answered), their last message and the unread count.
 */
export function StaffRoomItem({
  room,
  selected,
  now,
  onSelect,
}: {
  room: StaffRoomDto;
  selected: boolean;
  now: number;
  onSelect: () => void;
}) {
  const last = room.lastMessage;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected}
      data-testid="chat-room"
      className={cn(
        "block w-full border-b border-line px-3 py-2.5 text-left text-sm hover:bg-primary-50",
        selected && "bg-primary-50",
      )}
    >
      <span className="flex items-center gap-2">
        <span className={cn("min-w-0 truncate", selected ? "font-bold" : "font-semibold")}>
          {room.userName}
        </span>
        {room.visitor ? (
          <Badge tone="info">Visitor</Badge>
        ) : (
          <Badge tone={TIER_TONE[room.tier as keyof typeof TIER_TONE] ?? "neutral"}>
            <span className="capitalize">{room.tier}</span>
          </Badge>
        )}
        {room.unreadCount > 0 && (
          <span
            data-testid="room-unread"
            className="tabular ml-auto rounded-full bg-accent-600 px-2 text-xs leading-5 font-bold text-white"
          >
            {room.unreadCount}
          </span>
        )}
        {room.unreadCount > 0 && <span className="sr-only"> unread</span>}
      </span>
      {room.visitor && (
        <span className="mt-0.5 block truncate text-xs text-muted" data-testid="room-visitor-email">
          {room.visitor.email}
        </span>
      )}
      {last && (
        <span className="mt-0.5 block truncate text-muted" data-testid="room-last-message">
          {last.senderType === "admin" ? "You: " : ""}
          {last.text}
        </span>
      )}
      <span className="mt-0.5 block text-xs" data-testid="room-waiting">
        {room.waitingSince ? (
          <span className="font-semibold text-warning-800">Waiting {waitedFor(room.waitingSince, now)}</span>
        ) : (
          <span className="text-subtle">Answered</span>
        )}
      </span>
    </button>
  );
}
