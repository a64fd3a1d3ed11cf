import { call, type Fetcher, postJson } from "./helpers";

let lastAddress = 1;
function nextClientAddress(): string {
  lastAddress += 1;
  return `10.0.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`;
}

/** A tiny cookie jar around `call`, so a test can act as one browser across requests. */
export class Browser {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];
  /** Each browser gets its own client address, so per-client rate limits stay per test. */
  readonly address = nextClientAddress();

  /** `fetcher` replaces how requests reach the Worker (some of its bindings failing, say). */
  constructor(private readonly fetcher?: Fetcher) {}

  private headers(init: RequestInit): Headers {
    const headers = new Headers(init.headers);
    if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", this.address);
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (jar) headers.set("Cookie", jar);
    return headers;
  }

  private remember(response: Response): Response {
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(path: string, init: RequestInit = {}): Promise<Response> {
    return this.remember(await call(path, { ...init, headers: this.headers(init) }, this.fetcher));
  }

  async send(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
    const headers = this.headers(init);
    if (body === undefined)
      return this.remember(await call(path, { ...init, method, headers }, this.fetcher));
    return this.remember(await postJson(path, body, { ...init, method, headers }, this.fetcher));
  }

  post(path: string, body?: unknown, init: RequestInit = {}) {
    return this.send("POST", path, body, init);
  }

  /** A copy holding the same cookies: the "stolen" cookie kept after the real browser moves on. */
  clone(): Browser {
    const copy = new Browser(this.fetcher);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

export { nextClientAddress };
