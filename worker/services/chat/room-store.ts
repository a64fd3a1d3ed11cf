import { CHAT_HISTORY_PAGE, type ChatMessageDto } from "../../../app/schemas/chat";
import type { RateLimitResult, RateLimitRule } from "../shared/rate-limit";

export type SenderType = "user" | "admin";

/** A page of a room's messages, always oldest first in the answer. */
export type MessagePage = { after: number } | { before: number } | "newest";

type MessageRow = {
  id: number;
  sender_id: number;
  sender_type: SenderType;
  message: string;
  is_read: number;
  read_at: number | null;
  created_at: number;
};

/** A message as the room stores it and D1 copies it (times in unix milliseconds). */
export type StoredMessage = {
  id: number;
  senderId: number;
  senderType: SenderType;
  message: string;
  isRead: boolean;
  readAt: number | null;
  createdAt: number;
};

const toStored = (row: MessageRow): StoredMessage => ({
  id: row.id,
  senderId: row.sender_id,
  senderType: row.sender_type,
  message: row.message,
  isRead: row.is_read === 1,
  readAt: row.read_at,
  createdAt: row.created_at,
});

/** What the room still has to copy to D1: messages in id order, then read marks in order. */
export type PendingCopy = {
  messages: StoredMessage[];
  reads: { seq: number; readerType: SenderType; upTo: number; readAt: number }[];
};

// The room's own tables (SQLite in the Durable Object). `copied` and `read_marks` are the copy to D1
// still owed: kept here until D1 confirms, so an eviction or a restart loses none of it.
const SCHEMA = [
  `create table if not exists messages (id integer primary key, sender_id integer not null,
    sender_type text not null, message text not null, is_read integer not null default 0,
    read_at integer, created_at integer not null, copied integer not null default 0)`,
  "create index if not exists messages_uncopied on messages (id) where copied = 0",
  "create index if not exists messages_unread on messages (sender_type, id) where is_read = 0",
  `create table if not exists read_marks (seq integer primary key autoincrement,
    reader_type text not null, up_to integer not null, read_at integer not null)`,
  "create table if not exists hits (sender text not null, at integer not null)",
  "create index if not exists hits_sender on hits (sender, at)",
  "create table if not exists meta (key text primary key, value text not null)",
];

const HISTORY_CATCH_UP = 500;

function toDto(roomId: number, row: MessageRow): ChatMessageDto {
  return {
    id: row.id,
    roomId,
    senderId: row.sender_id,
    senderType: row.sender_type,
    message: row.message,
    isRead: row.is_read === 1,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const COLUMNS = "id, sender_id, sender_type, message, is_read, read_at, created_at";

/**
 * One room's conversation in its Durable Object's SQLite storage. Every call is synchronous: a
 * throttle's check and the message it lets through cannot be split by another request.
 */
export class RoomStore {
  constructor(
    private readonly sql: SqlStorage,
    readonly roomId: number,
  ) {
    for (const statement of SCHEMA) sql.exec(statement);
    if (this.meta("room") === null) this.setMeta("room", String(roomId));
  }

  /** The room a storage belongs to (an alarm is told nothing else); null once it was erased. */
  static roomIn(sql: SqlStorage): number | null {
    try {
      const row = sql.exec<{ value: string }>("select value from meta where key = 'room'").toArray()[0];
      return row ? Number(row.value) : null;
    } catch {
      return null; // no tables yet, or erased
    }
  }

  private meta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("select value from meta where key = ?", key).toArray()[0];
    return row?.value ?? null;
  }

  private setMeta(key: string, value: string): void {
    this.sql.exec("insert or replace into meta (key, value) values (?, ?)", key, value);
  }

  /** Whether this room has taken in what D1 held before rooms kept their own conversation. */
  get imported(): boolean {
    return this.meta("imported") !== null;
  }

  /** Take in the room's messages as D1 had them (already copied there), once. */
  importHistory(rows: StoredMessage[]) {
    for (const row of rows) {
      this.sql.exec(
        `insert or ignore into messages (${COLUMNS}, copied) values (?, ?, ?, ?, ?, ?, ?, 1)`,
        row.id,
        row.senderId,
        row.senderType,
        row.message,
        row.isRead ? 1 : 0,
        row.readAt,
        row.createdAt,
      );
    }
    this.setMeta("imported", String(rows.length));
  }

  /**
   * Count one send against the sender's budget in this room: a sliding window over the sends it let
   * through (a refused one does not count, so waiting always works).
   */
  hit(sender: string, rule: RateLimitRule, now: number): RateLimitResult {
    const since = now - rule.windowMs;
    this.sql.exec("delete from hits where sender = ? and at <= ?", sender, since);
    const rows = this.sql
      .exec<{ at: number }>("select at from hits where sender = ? order by at", sender)
      .toArray();
    if (rows.length >= rule.limit) {
      const oldest = rows[0]?.at ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)),
      };
    }
    this.sql.exec("insert into hits (sender, at) values (?, ?)", sender, now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Store a message as the room's next id. */
  append(input: { senderId: number; senderType: SenderType; message: string }, now: number): ChatMessageDto {
    const row = this.sql
      .exec<MessageRow>(
        `insert into messages (id, sender_id, sender_type, message, created_at)
         values ((select coalesce(max(id), 0) + 1 from messages), ?, ?, ?, ?) returning ${COLUMNS}`,
        input.senderId,
        input.senderType,
        input.message,
        now,
      )
      .one();
    return toDto(this.roomId, row);
  }

  /** Mark the other side's unread messages read; returns the ids that changed. */
  markRead(readerType: SenderType, now: number) {
    const otherSide: SenderType = readerType === "user" ? "admin" : "user";
    const ids = this.sql
      .exec<{ id: number }>(
        "update messages set is_read = 1, read_at = ? where sender_type = ? and is_read = 0 returning id",
        now,
        otherSide,
      )
      .toArray()
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const upTo = ids.at(-1);
    if (upTo !== undefined) {
      this.sql.exec(
        "insert into read_marks (reader_type, up_to, read_at) values (?, ?, ?)",
        readerType,
        upTo,
        now,
      );
    }
    return { messageIds: ids, readAt: new Date(now).toISOString() };
  }

  /**
   * `after`: what a reconnecting client missed (up to 500, oldest first). `before`: the page just
   * before that id. Otherwise the newest page, so a long room opens on its latest messages.
   */
  page(page: MessagePage = "newest"): ChatMessageDto[] {
    if (page !== "newest" && "after" in page) {
      return this.select("where id > ? order by id limit ?", page.after, HISTORY_CATCH_UP);
    }
    const rows =
      page === "newest"
        ? this.select("order by id desc limit ?", CHAT_HISTORY_PAGE)
        : this.select("where id < ? order by id desc limit ?", page.before, CHAT_HISTORY_PAGE);
    return rows.reverse();
  }

  /** The whole conversation with read times (the customer's data export). */
  transcript() {
    return this.sql.exec<MessageRow>(`select ${COLUMNS} from messages order by id`).toArray().map(toStored);
  }

  private select(clause: string, ...bindings: number[]): ChatMessageDto[] {
    return this.sql
      .exec<MessageRow>(`select ${COLUMNS} from messages ${clause}`, ...bindings)
      .toArray()
      .map((row) => toDto(this.roomId, row));
  }

  /** The copy owed to D1, read in one go so a read mark never overtakes the messages it covers. */
  pending(limit: number): PendingCopy {
    const rows = this.sql
      .exec<MessageRow>(`select ${COLUMNS} from messages where copied = 0 order by id limit ?`, limit)
      .toArray();
    const reads = this.sql
      .exec<{ seq: number; reader_type: SenderType; up_to: number; read_at: number }>(
        "select seq, reader_type, up_to, read_at from read_marks order by seq",
      )
      .toArray()
      .map((r) => ({ seq: r.seq, readerType: r.reader_type, upTo: r.up_to, readAt: r.read_at }));
    return {
      messages: rows.map(toStored),
      reads,
    };
  }

  /** D1 has confirmed this copy: forget it here. */
  confirm(copy: PendingCopy): void {
    const lastMessage = copy.messages.at(-1)?.id;
    if (lastMessage !== undefined) {
      this.sql.exec("update messages set copied = 1 where copied = 0 and id <= ?", lastMessage);
    }
    const lastRead = copy.reads.at(-1)?.seq;
    if (lastRead !== undefined) this.sql.exec("delete from read_marks where seq <= ?", lastRead);
  }

  get hasPending(): boolean {
    const messages = this.sql.exec("select 1 from messages where copied = 0 limit 1").toArray().length;
    return messages > 0 || this.sql.exec("select 1 from read_marks limit 1").toArray().length > 0;
  }
}
