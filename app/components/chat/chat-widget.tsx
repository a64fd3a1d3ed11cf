import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Minus, X } from "~/components/ui/icons";
import { ApiError, apiFetch } from "~/lib/api";
import { translatedMessage } from "~/lib/form-messages";
import { useT } from "~/lib/i18n";
import { toast } from "~/lib/toast";
import type { ChatRoomStatus } from "~/schemas/chat";
import { ChatLauncher } from "./chat-launcher";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { CUSTOMER_CHAT, useChatRoom } from "./use-chat-room";
import { mayHaveVisitorRoom, rememberVisitorRoom } from "./visitor-room-memory";

// The visitor's form (and its form library) loads only when a visitor opens the panel.
const VisitorChatForm = lazy(() =>
  import("./visitor-chat-form").then((m) => ({ default: m.VisitorChatForm })),
);

export type PanelState = "closed" | "expanded" | "minimised";

const UNREAD_POLL_MS = 15_000;

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

type T = ReturnType<typeof useT>;

/** Opening the panel creates or gets the room (a visitor's only if their cookie opens one). */
function useWidgetRoom(panel: PanelState, closePanel: () => void, signedIn: boolean, t: T) {
  const [roomId, setRoomId] = useState<number | null>(null);
  /** A visitor without a room (or whose room is gone) is asked for their details first. */
  const [askDetails, setAskDetails] = useState(false);
  /** The room's status when it was opened; what the socket says since (closed, reopened) wins. */
  const [openedStatus, setOpenedStatus] = useState<ChatRoomStatus>("open");
  useEffect(() => {
    if (panel === "closed" || roomId !== null || askDetails) return;
    // A visitor who never opened a room has none to fetch: asking would only answer 401.
    if (!signedIn && !mayHaveVisitorRoom()) return setAskDetails(true);
    apiFetch<{ id: number; status: ChatRoomStatus }>("/api/chat/room", { method: "POST" })
      .then((room) => {
        if (!signedIn) rememberVisitorRoom(true);
        setRoomId(room.id);
        setOpenedStatus(room.status);
      })
      .catch((error) => {
        if (!signedIn && isSignedOut(error)) {
          rememberVisitorRoom(false);
          return setAskDetails(true);
        }
        toast({ title: t("chat.roomFailed"), description: t("chat.tryAgain"), variant: "destructive" });
        closePanel();
      });
  }, [panel, roomId, askDetails, signedIn, t, closePanel]);
  /** The visitor's form opened their room. */
  const opened = (id: number) => {
    rememberVisitorRoom(true);
    setAskDetails(false);
    setRoomId(id);
  };
  return { roomId, askDetails, openedStatus, opened };
}

/** Before the first open there is no socket: a light poll keeps the badge current. */
function usePolledUnread(roomId: number | null, signedIn: boolean) {
  const [polledUnread, setPolledUnread] = useState(0);
  useEffect(() => {
    if (roomId !== null || (!signedIn && !mayHaveVisitorRoom())) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () =>
      apiFetch<{ unreadCount: number }>("/api/chat/unread")
        .then((r) => setPolledUnread(r.unreadCount))
        // A visitor whose room has gone has nothing to count: stop asking.
        .catch((error) => {
          if (!isSignedOut(error)) return;
          clearInterval(timer);
          if (!signedIn) rememberVisitorRoom(false);
        });
    void refresh();
    timer = setInterval(refresh, UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [roomId, signedIn]);
  return polledUnread;
}

/** The panel's title bar: live dot, unread badge while minimised, minimise and close. */
function PanelHeader({
  live,
  panel,
  unread,
  setPanel,
  t,
}: {
  live: boolean;
  panel: PanelState;
  unread: number;
  setPanel: (panel: PanelState) => void;
  t: T;
}) {
  return (
    <header className="flex items-center gap-2 bg-primary-700 px-3 py-2 text-white">
      <span aria-hidden="true" className={`size-2 rounded-full ${live ? "bg-primary-200" : "bg-white/40"}`} />
      <h2 className="flex-1 text-sm font-semibold">{t("chat.title")}</h2>
      {panel === "minimised" && unread > 0 && (
        <span
          data-testid="chat-unread"
          className="tabular min-w-6 rounded-full bg-white px-1.5 text-center text-xs leading-6 font-bold text-accent-700"
        >
          {unread}
          <span className="sr-only"> {t("chat.unread")}</span>
        </span>
      )}
      <button
        type="button"
        aria-label={t(panel === "expanded" ? "chat.minimise" : "chat.expand")}
        aria-expanded={panel === "expanded"}
        onClick={() => setPanel(panel === "expanded" ? "minimised" : "expanded")}
        className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15"
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t("chat.close")}
        onClick={() => setPanel("closed")}
        className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </header>
  );
}

/** The conversation: messages (older pages on demand), the closed note, and the composer. */
function Conversation({
  room,
  closed,
  ready,
  onSend,
  say,
  t,
}: {
  room: Pick<ReturnType<typeof useChatRoom>, "messages" | "hasOlder" | "loadingOlder" | "loadOlder">;
  closed: boolean;
  ready: boolean;
  onSend: (text: string) => Promise<void>;
  say: (message: string) => string;
  t: T;
}) {
  return (
    <>
      <div className="flex h-80 flex-col overflow-y-auto">
        <MessageList
          messages={room.messages}
          mine="user"
          emptyText={t("chat.empty")}
          older={{ hasOlder: room.hasOlder, loading: room.loadingOlder, load: room.loadOlder }}
          words={{
            messages: t("chat.messages"),
            loading: t("chat.loading"),
            older: t("chat.older"),
            read: t("chat.read"),
            sent: t("chat.sent"),
          }}
        />
        {closed && (
          <p role="status" data-testid="chat-closed" className="mx-3 mb-2 text-center text-xs text-muted">
            {t("chat.closedByStaff")}
          </p>
        )}
      </div>
      <MessageComposer
        onSend={onSend}
        label={t("chat.composerLabel")}
        ready={ready}
        words={{
          placeholder: t("chat.placeholder"),
          send: t("chat.send"),
          failed: t("chat.sendFailed"),
          tryAgain: t("chat.tryAgain"),
          say,
        }}
      />
    </>
  );
}

/**
 * The support chat: floating button, 320 px panel, live over a WebSocket. A signed-in customer
 * chats in their own room; a visitor first gives a name, e-mail and question, and their browser
 * then holds the key to that room (an HttpOnly cookie) on the same calls and socket.
 */
export default function ChatWidget({
  signedIn,
  initialPanel = "closed",
}: {
  signedIn: boolean;
  /** Expanded when the visitor pressed the launcher before this code had loaded. */
  initialPanel?: PanelState;
}) {
  // The root loader sends the chat's words (its `chat` messages) on every page that shows it.
  const t = useT();
  const [panel, setPanel] = useState<PanelState>(initialPanel);
  const closePanel = useCallback(() => setPanel("closed"), []);
  const { roomId, askDetails, openedStatus, opened } = useWidgetRoom(panel, closePanel, signedIn, t);
  const polledUnread = usePolledUnread(roomId, signedIn);
  // Once opened, the room stays connected while closed or minimised, so the badge is live.
  const roomWords = useMemo(
    () => ({
      olderFailed: t("chat.olderFailed"),
      sendFailed: t("chat.sendFailed"),
      say: (message: string) => translatedMessage(t, message),
    }),
    [t],
  );
  const room = useChatRoom(roomId, CUSTOMER_CHAT, roomWords);
  const { messages, live, ended, status, send, markRead } = room;

  const unreadFromStaff = messages.filter((m) => m.senderType === "admin" && !m.isRead).length;
  const closedUnread = roomId === null ? polledUnread : unreadFromStaff;

  // Staff messages are read while the panel is open and expanded.
  useEffect(() => {
    if (panel === "expanded" && unreadFromStaff > 0) {
      markRead().catch(() =>
        toast({ title: t("chat.readFailed"), description: t("chat.tryAgain"), variant: "destructive" }),
      );
    }
  }, [panel, unreadFromStaff, markRead, t]);

  const onSend = useCallback((text: string) => send(text), [send]);

  // Signed out elsewhere (logout, ban, revoked session): a customer's widget goes away.
  if (ended && signedIn) return null;
  const showForm = !signedIn && (askDetails || ended);

  if (panel === "closed") {
    return (
      <ChatLauncher
        onClick={() => setPanel("expanded")}
        label={closedUnread > 0 ? t("chat.openUnread", { count: closedUnread }) : t("chat.open")}
        unread={closedUnread}
      />
    );
  }

  return (
    <section
      aria-label={t("chat.title")}
      data-testid="chat-panel"
      data-live={live}
      className="fixed right-4 bottom-4 z-30 flex w-[320px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line"
    >
      <PanelHeader live={live} panel={panel} unread={unreadFromStaff} setPanel={setPanel} t={t} />
      {panel === "expanded" && showForm && (
        <Suspense fallback={<div className="h-80" />}>
          <VisitorChatForm onOpened={opened} />
        </Suspense>
      )}
      {panel === "expanded" && !showForm && (
        <Conversation
          room={room}
          closed={(status ?? openedStatus) === "closed"}
          ready={roomId !== null}
          onSend={onSend}
          say={roomWords.say}
          t={t}
        />
      )}
    </section>
  );
}
