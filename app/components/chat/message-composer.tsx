import { useState } from "react";
import { SendHorizontal } from "~/components/ui/icons";
import { ApiError } from "~/lib/api";
import { toast } from "~/lib/toast";
import { CHAT_MESSAGE_MAX } from "~/schemas/chat-limits";

/** The composer's words: staff read them in English, a customer in the page's language. */
export interface ComposerWords {
  placeholder: string;
  send: string;
  failed: string;
  tryAgain: string;
  /** A server's English message (SPEC.md's words) as the page shows it. */
  say: (message: string) => string;
}

const ENGLISH: ComposerWords = {
  placeholder: "Type a message…",
  send: "Send message",
  failed: "Failed to send message",
  tryAgain: "Please try again",
  say: (message) => message,
};

/**
 * Text input with send: blank messages cannot be sent, text is trimmed, input clears on send.
 * Until `ready` (the room exists), the visitor can type but not send.
 */
export function MessageComposer({
  onSend,
  label,
  ready = true,
  words = ENGLISH,
}: {
  onSend: (text: string) => Promise<void>;
  label: string;
  ready?: boolean;
  words?: ComposerWords;
}) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const blank = text.trim() === "";

  return (
    <form
      className="flex items-end gap-2 border-t border-line p-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (blank || sending || !ready) return;
        setSending(true);
        try {
          await onSend(text.trim());
          setText("");
        } catch (error) {
          const description =
            error instanceof ApiError ? words.say(error.serverMessage ?? error.message) : words.tryAgain;
          toast({ title: words.failed, description, variant: "destructive" });
        } finally {
          setSending(false);
        }
      }}
    >
      <label className="sr-only" htmlFor={`composer-${label}`}>
        {label}
      </label>
      <textarea
        id={`composer-${label}`}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        placeholder={words.placeholder}
        className="max-h-28 min-h-11 flex-1 resize-none rounded-control border border-line px-3 py-2.5 text-sm"
      />
      <button
        type="submit"
        disabled={blank || sending || !ready}
        aria-label={words.send}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-primary-700 text-white hover:bg-primary-800 disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
