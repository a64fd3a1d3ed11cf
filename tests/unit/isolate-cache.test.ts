// The edge cache's in-isolate layer must stay bounded: a Worker isolate has 128 MB.
import { describe, expect, it } from "vitest";
import { keepInIsolate, recallFromIsolate } from "../../worker/web/http/isolate-cache.server";

const headers = new Headers({ "Content-Type": "application/json" });

describe("isolate cache", () => {
  it("answers a kept body with its headers", async () => {
    keepInIsolate("k:answer", new TextEncoder().encode("[1]").buffer, headers);
    const answer = recallFromIsolate("k:answer");
    expect(answer?.headers.get("Content-Type")).toBe("application/json");
    expect(await answer?.text()).toBe("[1]");
    expect(recallFromIsolate("k:never-kept")).toBeUndefined();
    // Every hit reads the same kept bytes: the first answer must not use them up.
    expect(await recallFromIsolate("k:answer")?.text()).toBe("[1]");
  });

  it("lets the least recently used entry go once 64 are kept", () => {
    for (let i = 0; i < 64; i++) keepInIsolate(`k:${i}`, new ArrayBuffer(8), headers);
    recallFromIsolate("k:0");
    keepInIsolate("k:64", new ArrayBuffer(8), headers);
    expect(recallFromIsolate("k:0")).toBeDefined();
    expect(recallFromIsolate("k:1")).toBeUndefined();
    expect(recallFromIsolate("k:64")).toBeDefined();
  });

  it("keeps at most 16 MB of bodies and never one over 4 MB", () => {
    keepInIsolate("k:huge", new ArrayBuffer(5 * 1024 * 1024), headers);
    expect(recallFromIsolate("k:huge")).toBeUndefined();
    for (let i = 0; i < 5; i++) keepInIsolate(`k:big${i}`, new ArrayBuffer(4 * 1024 * 1024), headers);
    expect(recallFromIsolate("k:big0")).toBeUndefined();
    for (let i = 1; i < 5; i++) expect(recallFromIsolate(`k:big${i}`)).toBeDefined();
  });
});
