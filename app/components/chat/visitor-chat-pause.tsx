/** The shop-wide cap on new visitor chats, as the Chat tab shows it (decision 0067). */
export interface VisitorChatPauseView {
  refused: number;
  limit: number;
  until: string | null;
}

/** Nothing while every visitor gets through; a warning while the minute's cap refuses some. */
export function VisitorChatPause({ pause }: { pause: VisitorChatPauseView }) {
  if (pause.refused === 0) return null;
  return (
    <p
      role="status"
      data-testid="visitor-chat-pause"
      className="mb-3 rounded-control bg-warning-50 p-3 text-sm text-warning-800 ring-1 ring-warning-800/20"
    >
      <strong>New visitor chats paused:</strong> {pause.refused} refused in the last minute (the shop takes{" "}
      {pause.limit} new visitor chats a minute). Signed-in customers can still write.
    </p>
  );
}
