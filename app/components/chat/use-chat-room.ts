import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiFetch } from "~/lib/api";
import { toast } from "~/lib/toast";
import type { ChatMessageDto, ChatRoomStatus, ChatServerFrame } from "~/schemas/chat";
import { CHAT_HISTORY_PAGE } from "~/schemas/chat-limits";
import { mergeMessages as merge } from "./merge-messages";

export interface ChatEndpoints {
  socket: (roomId: number) => string;
  messages: (roomId: number) => string;
  send: string;
  markRead: (roomId: number) => string;
}

export const CUSTOMER_CHAT: ChatEndpoints = {
  socket: (id) => `/api/chat/ws/${id}`,
  messages: (id) => `/api/chat/messages/${id}`,
  send: "/api/chat/send",
  markRead: (id) => `/api/chat/mark-read/${id}`,
};

export const STAFF_CHAT: ChatEndpoints = {
  socket: (id) => `/api/admin/chat/ws/${id}`,
  messages: (id) => `/api/admin/chat/messages/${id}`,
  send: "/api/admin/chat/send",
  markRead: (id) => `/api/admin/chat/mark-read/${id}`,
};

/** The hook's own toasts: staff read them in English, a customer in the page's language. */
export interface ChatRoomWords {
  olderFailed: string;
  sendFailed: string;
  /** A server's English message (SPEC.md's words) as the page shows it. */
  say: (message: string) => string;
}

const ENGLISH: ChatRoomWords = {
  olderFailed: "Could not load older messages",
  sendFailed: "Failed to send message",
  say: (message) => message,
};

const POLL_MS = 2000; // SPEC.md §9: chat messages every 2 seconds, our fallback while the socket is down
const MAX_BACKOFF_MS = 30_000;

type SetMessages = Dispatch<SetStateAction<ChatMessageDto[]>>;

/** The room's history as shown: the newest page first, what a reconnect missed, older pages on demand. */
function useRoomHistory(
  roomId: number | null,
  endpoints: ChatEndpoints,
  wordsRef: { current: ChatRoomWords },
) {
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  /** Older messages exist before the first one shown (the history opens on its newest page). */
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const lastId = useRef(0);
  const firstId = useRef(0);

  const catchUp = useCallback(async () => {
    if (roomId === null) return;
    if (lastId.current === 0) {
      // First load: the newest page, oldest first.
      const newest = await apiFetch<ChatMessageDto[]>(endpoints.messages(roomId));
      setHasOlder(newest.length >= CHAT_HISTORY_PAGE);
      if (newest.length > 0) setMessages((current) => merge(current, newest));
      lastId.current = Math.max(lastId.current, newest.at(-1)?.id ?? 0);
      return;
    }
    // Reconnected: fetch what was missed, in batches, until a batch comes back short.
    for (let round = 0; round < 20; round++) {
      const missed = await apiFetch<ChatMessageDto[]>(
        `${endpoints.messages(roomId)}?after=${lastId.current}`,
      );
      if (missed.length === 0) return;
      setMessages((current) => merge(current, missed));
      lastId.current = Math.max(lastId.current, missed.at(-1)?.id ?? 0);
      if (missed.length < 500) return;
    }
  }, [roomId, endpoints]);

  /** One page of older messages, before the first one shown. */
  const loadOlder = useCallback(async () => {
    if (roomId === null || firstId.current === 0) return;
    setLoadingOlder(true);
    try {
      const older = await apiFetch<ChatMessageDto[]>(
        `${endpoints.messages(roomId)}?before=${firstId.current}`,
      );
      setHasOlder(older.length >= CHAT_HISTORY_PAGE);
      if (older.length > 0) setMessages((current) => merge(current, older));
    } catch {
      toast({ title: wordsRef.current.olderFailed, variant: "destructive" });
    } finally {
      setLoadingOlder(false);
    }
  }, [roomId, endpoints, wordsRef]);

  useEffect(() => {
    lastId.current = messages.at(-1)?.id ?? 0;
    firstId.current = messages[0]?.id ?? 0;
  }, [messages]);

  /** A new room: forget the last one's messages. */
  const reset = useCallback(() => {
    setMessages([]);
    setHasOlder(false);
    lastId.current = 0;
    firstId.current = 0;
  }, []);

  return { messages, setMessages, hasOlder, loadingOlder, loadOlder, catchUp, reset };
}

/** What one frame from the room's object changes on screen. */
function applyFrame(
  frame: ChatServerFrame,
  {
    setMessages,
    setStatus,
    words,
  }: { setMessages: SetMessages; setStatus: (s: ChatRoomStatus) => void; words: ChatRoomWords },
) {
  if (frame.type === "message") {
    setMessages((current) => merge(current, [frame.message]));
    // Any message in a closed room opens it again.
    setStatus("open");
  }
  if (frame.type === "status") setStatus(frame.status);
  if (frame.type === "error") {
    toast({ title: words.sendFailed, description: words.say(frame.error), variant: "destructive" });
  }
  if (frame.type === "read") {
    const read = new Set(frame.messageIds);
    setMessages((current) => current.map((m) => (read.has(m.id) ? { ...m, isRead: true } : m)));
  }
}

interface Connection {
  roomId: number;
  endpoints: ChatEndpoints;
  socketRef: { current: WebSocket | null };
  catchUp: () => Promise<void>;
  onFrame: (frame: ChatServerFrame) => void;
  setLive: (live: boolean) => void;
  setEnded: (ended: boolean) => void;
}

/**
 * Keep a room's socket open: reconnect with backoff, catch up over REST on every (re)connect, poll
 * while it is down, and stop for good on a 401/403. Returns the clean-up.
 */
function connectRoom({ roomId, endpoints, socketRef, catchUp, onFrame, setLive, setEnded }: Connection) {
  let stopped = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  /** A 401/403 means this browser is no longer allowed in the room: stop everything. */
  const endIfRefused = (error: unknown) => {
    if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) return false;
    stopped = true;
    clearTimeout(retry);
    stopPolling();
    setEnded(true);
    return true;
  };
  const startPolling = () => {
    poll ??= setInterval(() => void catchUp().catch(endIfRefused), POLL_MS);
  };

  const onClose = (event: CloseEvent) => {
    socketRef.current = null;
    setLive(false);
    if (stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++);
    if (event.code === 4001 || event.code === 4003) {
      // The server closed this session's sockets. If REST still answers, this browser holds a
      // newer session (a password change rotates it): reconnect. A 401 means we are signed out.
      catchUp()
        .catch(endIfRefused)
        .finally(() => {
          if (!stopped) retry = setTimeout(open, delay);
        });
      return;
    }
    startPolling();
    retry = setTimeout(open, delay);
  };

  const open = () => {
    const url = new URL(endpoints.socket(roomId), window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    socketRef.current = socket;
    socket.addEventListener("open", () => {
      attempt = 0;
      setLive(true);
      stopPolling();
      void catchUp().catch(() => {});
    });
    socket.addEventListener("message", (event) => onFrame(JSON.parse(String(event.data)) as ChatServerFrame));
    socket.addEventListener("close", onClose);
  };

  setEnded(false);
  void catchUp().catch(endIfRefused);
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    stopPolling();
    socketRef.current?.close(1000);
    socketRef.current = null;
  };
}

/**
 * Live messages of one room: a WebSocket that reconnects with backoff and, on every (re)connect,
 * fetches what it missed over REST; while the socket is down it polls at the spec's interval.
 */
export function useChatRoom(roomId: number | null, endpoints: ChatEndpoints, words: ChatRoomWords = ENGLISH) {
  const [live, setLive] = useState(false);
  /** The server ended our session (logout, ban, revocation): stop, and let the caller hide. */
  const [ended, setEnded] = useState(false);
  /** Whether the room was closed by staff, as heard live (null: nothing heard since it opened). */
  const [status, setStatus] = useState<ChatRoomStatus | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  // Read by the socket's listeners: new words must not reconnect the room.
  const wordsRef = useRef(words);
  useEffect(() => {
    wordsRef.current = words;
  }, [words]);
  const { messages, setMessages, hasOlder, loadingOlder, loadOlder, catchUp, reset } = useRoomHistory(
    roomId,
    endpoints,
    wordsRef,
  );

  useEffect(() => {
    if (roomId === null) return;
    reset();
    setStatus(null);
    const onFrame = (frame: ChatServerFrame) =>
      applyFrame(frame, { setMessages, setStatus, words: wordsRef.current });
    return connectRoom({ roomId, endpoints, socketRef, catchUp, onFrame, setLive, setEnded });
  }, [roomId, endpoints, catchUp, reset, setMessages]);

  const send = useCallback(
    async (text: string) => {
      // Resolving would tell the composer the message was sent, and it would clear the text.
      if (roomId === null) throw new Error("The chat is still connecting");
      const message = text.trim();
      if (!message) return;
      // Sent over REST even while the socket is open: the answer says the message is stored (the
      // composer keeps the text and says so when it is not), where a socket frame gives no receipt.
      // The room's object pushes it to every socket, this one included; merge drops the duplicate.
      const saved = await apiFetch<ChatMessageDto>(endpoints.send, {
        method: "POST",
        body: { roomId, message },
      });
      setMessages((current) => merge(current, [saved]));
      setStatus("open");
    },
    [roomId, endpoints, setMessages],
  );

  const markRead = useCallback(async () => {
    if (roomId === null) return;
    // Over REST for the same reason as `send`: the answer says it is stored. The other side hears
    // of it from the room's object; this side applies the ids it was given.
    const { messageIds } = await apiFetch<{ messageIds: number[] }>(endpoints.markRead(roomId), {
      method: "POST",
    });
    const read = new Set(messageIds);
    setMessages((current) => current.map((m) => (read.has(m.id) ? { ...m, isRead: true } : m)));
  }, [roomId, endpoints, setMessages]);

  return { messages, live, ended, status, send, markRead, hasOlder, loadingOlder, loadOlder };
}
