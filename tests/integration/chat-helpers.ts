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
