import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { receiveContact } from "../../worker/services/enquiries/contact";
import { RateLimitedError } from "../../worker/services/errors";
import { call, postJson } from "./helpers";

// The forms' words, as SPEC.md §5 spells them.
const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
};
const PARTNERSHIP_MESSAGES = {
  name: "Name must be at least 2 characters",
  company: "Company name must be at least 2 characters",
  email: "Please enter a valid email address",
  businessType: "Please select a business type",
  message: "Message must be at least 20 characters",
};

const asClient = (ip: string) => ({ headers: { "CF-Connecting-IP": ip } });

async function count(table: "contact_submissions" | "partnership_requests"): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

const contact = {
  name: "Nurul Aina",
  email: "nurul@example.com",
  message: "My eSIM shows no signal in Osaka.",
};

describe("POST /api/contact", () => {
  it("stores a valid message and answers 201", async () => {
    const before = await count("contact_submissions");
    const response = await postJson(
      "/api/contact",
      { ...contact, name: "  Nurul Aina  " },
      asClient("10.0.0.1"),
    );
    expect(response.status).toBe(201);
    const body = await response.json<{ id: number; submittedAt: string }>();
    expect(body.id).toBeGreaterThan(0);
    expect(await count("contact_submissions")).toBe(before + 1);
    const stored = await env.DB.prepare("SELECT name, email, message FROM contact_submissions WHERE id = ?")
      .bind(body.id)
      .first();
    expect(stored).toEqual({ name: "Nurul Aina", email: contact.email, message: contact.message });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["a one-letter name", { ...contact, name: "N" }, "name", CONTACT_MESSAGES.name],
    ["a blank name", { ...contact, name: "   " }, "name", CONTACT_MESSAGES.name],
    ["a missing name", { email: contact.email, message: contact.message }, "name", CONTACT_MESSAGES.name],
    ["a bad e-mail", { ...contact, email: "nurul@" }, "email", CONTACT_MESSAGES.email],
    ["a short message", { ...contact, message: "Help me" }, "message", CONTACT_MESSAGES.message],
  ];
  for (const [what, body, field, message] of invalid) {
    it(`refuses ${what} with 400 "${message}" and stores nothing`, async () => {
      const before = await count("contact_submissions");
      const response = await postJson("/api/contact", body, asClient("10.0.0.2"));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, field });
      expect(await count("contact_submissions")).toBe(before);
    });
  }

  it("refuses a non-JSON body and a cross-site post", async () => {
    const form = await call("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.0.0.3" },
      body: new URLSearchParams(contact).toString(),
    });
    expect(form.status).toBe(415);
    const crossSite = await postJson("/api/contact", contact, {
      headers: { Origin: "https://evil.example", "CF-Connecting-IP": "10.0.0.3" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("rate limits a flood per client with 429 and stores nothing more", async () => {
    const before = await count("contact_submissions");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await postJson("/api/contact", contact, asClient("10.9.9.9"))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await count("contact_submissions")).toBe(before + 5);
    const limited = await postJson("/api/contact", contact, asClient("10.9.9.9"));
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await limited.json<{ error: string }>()).error).toMatch(/^Too many attempts/);
    // Another client is not affected.
    expect((await postJson("/api/contact", contact, asClient("10.9.9.8"))).status).toBe(201);
  });

  it("shares the limit with the page action, which calls the same service", async () => {
    const db = createDb(env.DB);
    const before = await count("contact_submissions");
    // Stored, or refused with the rate-limit error every edge answers 429.
    const stored = () =>
      receiveContact(env, db, contact, "10.7.7.7").then(
        () => true,
        (error: unknown) => {
          if (error instanceof RateLimitedError) return false;
          throw error;
        },
      );
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await stored());
    expect(results).toEqual([true, true, true, true, true]);
    // The page's service used the client's window up: the API refuses the sixth, and so does the page.
    expect((await postJson("/api/contact", contact, asClient("10.7.7.7"))).status).toBe(429);
    expect(await stored()).toBe(false);
    expect(await count("contact_submissions")).toBe(before + 5);
  });
});

const partnership = {
  name: "Jason Lim",
  company: "Penang Getaways",
  email: "jason@getaways.example",
  businessType: "travel-agency",
  message: "We sell 300 tour packages a month to Japan and Korea.",
};

describe("POST /api/partnership", () => {
  it("stores a valid request and answers 201", async () => {
    const before = await count("partnership_requests");
    const response = await postJson("/api/partnership", partnership, asClient("10.1.0.1"));
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: number }>();
    const stored = await env.DB.prepare(
      "SELECT name, company, email, business_type AS businessType, message FROM partnership_requests WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(stored).toEqual(partnership);
    expect(await count("partnership_requests")).toBe(before + 1);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["a one-letter name", { ...partnership, name: "J" }, "name", PARTNERSHIP_MESSAGES.name],
    ["a one-letter company", { ...partnership, company: "P" }, "company", PARTNERSHIP_MESSAGES.company],
    ["a bad e-mail", { ...partnership, email: "jason" }, "email", PARTNERSHIP_MESSAGES.email],
    [
      "no business type",
      { ...partnership, businessType: "" },
      "businessType",
      PARTNERSHIP_MESSAGES.businessType,
    ],
    [
      "an unknown business type",
      { ...partnership, businessType: "airline" },
      "businessType",
      PARTNERSHIP_MESSAGES.businessType,
    ],
    ["a short message", { ...partnership, message: "Let us talk." }, "message", PARTNERSHIP_MESSAGES.message],
  ];
  for (const [what, body, field, message] of invalid) {
    it(`refuses ${what} with 400 "${message}" and stores nothing`, async () => {
      const before = await count("partnership_requests");
      const response = await postJson("/api/partnership", body, asClient("10.1.0.2"));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, field });
      expect(await count("partnership_requests")).toBe(before);
    });
  }

  it("rate limits a flood per client with 429 and stores nothing more", async () => {
    const before = await count("partnership_requests");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await postJson("/api/partnership", partnership, asClient("10.8.8.8"))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await count("partnership_requests")).toBe(before + 5);
  });
});
