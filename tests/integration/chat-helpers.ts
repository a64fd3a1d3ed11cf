import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { ChatServerFrame } from "../../app/schemas/chat";
import { Browser } from "./browser";
import { ORIGIN, TEST_ADMIN } from "./helpers";

let serial = 0;

/** A newly registered, signed-in customer (its own browser, its own room). */
export async function newCustomer(name = "traveller") {
  serial += 1;
  const username = `${name}${serial}`;
  const browser = new Browser();
  const res = await browser.post("/api/auth/register", {
    username,
    email: `${username}@shop.test`,
    password: "Chat-pass-1",
    confirmPassword: "Chat-pass-1",
    firstName: "Nurul",
    lastName: `Aina ${serial}`,
  });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  const room = (await (await browser.post("/api/chat/room")).json()) as { id: number };
  return { browser, userId: user.id, roomId: room.id, username };
}

/** A signed-in staff browser (the seeded super admin unless other credentials are given). */
export async function staffBrowser(username = TEST_ADMIN.username, password = TEST_ADMIN.password) {
  const browser = new Browser();
  const res = await browser.post("/api/admin/login", { username, password });
  expect(res.status).toBe(200);
  const { admin } = (await res.json()) as { admin: { id: number } };
  return { browser, adminId: admin.id };
}

/** Open a chat socket through the Worker, as the browser would, and collect its frames. */
export async function openSocket(browser: Browser, path: string, origin = ORIGIN) {
  const response = await browser.get(path, { headers: { Upgrade: "websocket", Origin: origin } });
  const socket = response.webSocket;
  if (response.status !== 101 || !socket) return { response, socket: null } as const;
  socket.accept();
  const frames: ChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number; reason: string } | null = null;
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(String(event.data)));
    wake();
  });
  socket.addEventListener("close", (event) => {
    closed = { code: event.code, reason: event.reason };
    wake();
  });
  return {
    response,
    socket,
    frames,
    get closed() {
      return closed;
    },
    send(frame: unknown) {
      socket.send(JSON.stringify(frame));
    },
    messages() {
      return frames.flatMap((f) => (f.type === "message" ? [f.message] : []));
    },
    /** Resolve once `predicate` holds, re-checking on every frame or close (no sleeping). */
    async until(predicate: () => boolean) {
      while (!predicate()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  } as const;
}

export type OpenSocket = Extract<Awaited<ReturnType<typeof openSocket>>, { frames: unknown }>;

/** A socket the Worker must accept (101), open and ready. */
export async function live(browser: Browser, path: string): Promise<OpenSocket> {
  const opened = await openSocket(browser, path);
  expect(opened.response.status).toBe(101);
  if (!opened.socket) throw new Error("no socket");
  return opened as OpenSocket;
}

/** The room's durable object, for hibernation tests. */
export function roomObject(roomId: number) {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(roomId)));
}

/** What a room's own storage holds: its messages (null when it has none, or was erased) and the copy it owes D1. */
export async function roomStorage(roomId: number) {
  return runInDurableObject(roomObject(roomId), (_instance, state) => {
    const sql = state.storage.sql;
    const tables = sql
      .exec("select name from sqlite_master where type = 'table' and name = 'messages'")
      .toArray();
    if (tables.length === 0) return { messages: null, uncopied: 0 };
    const messages = sql.exec<{ message: string }>("select message from messages order by id").toArray();
    const uncopied = sql.exec("select id from messages where copied = 0").toArray().length;
    return { messages: messages.map((m) => m.message), uncopied };
  });
}

/** D1's copy of a room's messages, in the order D1 took them. */
export async function d1Copy(roomId: number) {
  const rows = await env.DB.prepare("select message from chat_messages where room_id = ? order by id")
    .bind(roomId)
    .all<{ message: string }>();
  return rows.results.map((r) => r.message);
}

/**
 * Wait for the room's copy to D1 (a socket send does not): its alarm runs now, joining a copy in
 * flight, or returns at once when nothing is owed.
 */
export async function copiedToD1(roomId: number) {
  await runDurableObjectAlarm(roomObject(roomId));
}
