import { useEffect, useRef } from "react";
import { Check, CheckCheck } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { formatMalaysiaHour } from "~/lib/malaysia-clock";
import type { ChatMessageDto } from "~/schemas/chat";

/** The list's words: staff read them in English, a customer in the page's language. */
export interface MessageListWords {
  messages: string;
  loading: string;
  older: string;
  read: string;
  sent: string;
}

const ENGLISH: MessageListWords = {
  messages: "Messages",
  loading: "Loading...",
  older: "Load older messages",
  read: "Read",
  sent: "Sent",
};

/** A conversation, newest at the bottom; `mine` decides which side a bubble sits on. */
export function MessageList({
  messages,
  mine,
  emptyText,
  older,
  words = ENGLISH,
}: {
  messages: ChatMessageDto[];
  mine: ChatMessageDto["senderType"];
  emptyText: string;
  /** The history opens on its newest page; this loads the page before it. */
  older?: { hasOlder: boolean; loading: boolean; load: () => void };
  words?: MessageListWords;
}) {
  const end = useRef<HTMLLIElement>(null);
  // Follow the newest message only: loading older ones keeps the reader where they are.
  const newestId = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (newestId > 0) end.current?.scrollIntoView({ block: "end" });
  }, [newestId]);

  if (messages.length === 0) {
    return <p className="m-auto px-6 text-center text-sm text-muted">{emptyText}</p>;
  }
  return (
    <ol className="flex flex-col gap-2 p-3" aria-live="polite" aria-label={words.messages}>
      {older?.hasOlder && (
        <li className="self-center">
          <button
            type="button"
            onClick={older.load}
            disabled={older.loading}
            className="min-h-11 rounded-full px-4 text-xs font-medium text-primary-700 hover:bg-primary-50 disabled:opacity-60"
          >
            {older.loading ? words.loading : words.older}
          </button>
        </li>
      )}
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
              {formatMalaysiaHour(m.createdAt)}
              {own &&
                (m.isRead ? (
                  <CheckCheck aria-label={words.read} data-testid="read-receipt" className="size-3.5" />
                ) : (
                  <Check aria-label={words.sent} className="size-3.5" />
                ))}
            </span>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
