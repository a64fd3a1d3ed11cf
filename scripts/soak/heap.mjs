// The worker isolate's JavaScript heap, read over wrangler dev's inspector (the DevTools protocol).
// Beside workerd's resident memory it tells memory the shop's own code holds from memory the local
// runtime holds around it (SQLite caches, response buffers, its allocator's high-water mark).
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection to the first worker the inspector lists; `read()` is the heap in use, in MiB. */
export async function connectHeap(port) {
  const origin = `http://127.0.0.1:${port}`;
  let target;
  for (let i = 0; i < 60 && !target; i++) {
    try {
      target = (await (await fetch(`${origin}/json`)).json())[0];
    } catch {
      await wait(500);
    }
  }
  if (!target) return null;
  // wrangler's inspector proxy only lets local pages in.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: origin } });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  };
  return {
    async read() {
      const id = ++nextId;
      const answer = new Promise((resolve) => pending.set(id, resolve));
      socket.send(JSON.stringify({ id, method: "Runtime.getHeapUsage" }));
      const message = await Promise.race([answer, wait(5000).then(() => null)]);
      const used = message?.result?.usedSize;
      return typeof used === "number" ? Math.round(used / 1048576) : null;
    },
    close: () => socket.close(),
  };
}
