import { MessageCircle } from "~/components/ui/icons";

/** The round chat button in the corner, with the count of staff replies waiting when there are any. */
export function ChatLauncher({
  label,
  unread,
  onClick,
  onWarm,
}: {
  label: string;
  unread: number;
  onClick: () => void;
  /** Called when a press is likely (pointer over it, keyboard focus), to fetch the panel's code early. */
  onWarm?: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      aria-label={label}
      data-testid="chat-launcher"
      className="chat-corner fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-accent-600 text-white shadow-card hover:bg-accent-700"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      {unread > 0 && (
        <span
          data-testid="chat-unread"
          className="tabular absolute -top-1 -right-1 min-w-6 rounded-full bg-white px-1.5 text-center text-xs leading-6 font-bold text-accent-700 ring-2 ring-accent-600"
        >
          {unread}
        </span>
      )}
    </button>
  );
}
