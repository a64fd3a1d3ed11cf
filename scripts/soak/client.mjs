// A visitor of the soak: its own cookies and client address, every request timed under a kind,
// and any answer that was not the one expected counted as an error with its status and body.

let lastAddress = 0;
/** A client address per visitor, as real phones have, so per-client limits stay per visitor. */
function nextAddress() {
  lastAddress += 1;
  return `10.88.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

export class Stats {
  byKind = new Map();
  errors = [];

  record(kind, ms, ok, detail) {
    let entry = this.byKind.get(kind);
    if (!entry) {
      entry = { count: 0, errors: 0, times: [] };
      this.byKind.set(kind, entry);
    }
    entry.count += 1;
    entry.times.push(ms);
    if (!ok) {
      entry.errors += 1;
      if (this.errors.length < 50) this.errors.push({ kind, ...detail });
    }
  }

  get errorCount() {
    return [...this.byKind.values()].reduce((sum, entry) => sum + entry.errors, 0);
  }
}

export class Visitor {
  cookies = new Map();
  address = nextAddress();

  constructor(origin, stats) {
    this.origin = origin;
    this.stats = stats;
  }

  /**
   * One request, timed under `kind`, with an optional JSON `body`. `expect` lists the statuses that
   * are right for it (2xx by default); anything else is an error of the run. JSON answers are parsed.
   */
  async request(kind, method, path, { body, expect } = {}) {
    const headers = { "CF-Connecting-IP": this.address, Origin: this.origin };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (jar) headers.Cookie = jar;
    const url = path.startsWith("http") ? path : `${this.origin}${path}`;
    const started = performance.now();
    let response;
    let text = "";
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      });
      text = await response.text();
    } catch (error) {
      this.stats.record(kind, performance.now() - started, false, { path, error: String(error) });
      return { status: 0, data: null };
    }
    const ms = performance.now() - started;
    this.remember(response);
    const ok = expect ? expect.includes(response.status) : response.status >= 200 && response.status < 300;
    this.stats.record(kind, ms, ok, { path, status: response.status, body: text.slice(0, 200) });
    let data = null;
    if ((response.headers.get("content-type") ?? "").includes("json")) data = JSON.parse(text);
    return { status: response.status, data, ok };
  }

  remember(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
