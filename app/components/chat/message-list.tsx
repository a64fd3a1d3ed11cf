import { format } from "date-fns";
import { Check, CheckCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import type { ChatMessageDto } from "~/schemas/chat";

/** A conversation, newest at the bottom; `mine` decides which side a bubble sits on. */
export function MessageList({
  messages,
  mine,
  emptyText,
}: {
  messages: ChatMessageDto[];
  mine: ChatMessageDto["senderType"];
  emptyText: string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: "end" });
  }, [count]);

  if (messages.length === 0) {
    return <p className="m-auto px-6 text-center text-sm text-muted">{emptyText}</p>;
  }
  return (
    <ol className="flex flex-col gap-2 p-3" aria-live="polite" aria-label="Messages">
      {messages.map((m) => {
        const own = m.senderType === mine;
        return (
          <li
            key={m.id}
            data-testid="chat-message"
            data-sender={m.senderType}
            className={cn(
              "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
              own
                ? "self-end rounded-br-sm bg-primary-700 text-white"
                : "self-start rounded-bl-sm bg-canvas text-ink ring-1 ring-line",
            )}
          >
            {m.message}
            <span
              className={cn(
                "mt-1 flex items-center justify-end gap-1 text-[11px]",
                own ? "text-primary-100" : "text-subtle",
              )}
            >
              {format(new Date(m.createdAt), "HH:mm")}
              {own &&
                (m.isRead ? (
                  <CheckCheck aria-label="Read" data-testid="read-receipt" className="size-3.5" />
                ) : (
                  <Check aria-label="Sent" className="size-3.5" />
                ))}
            </span>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
