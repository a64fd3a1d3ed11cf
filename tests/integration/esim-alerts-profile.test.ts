import { beforeAll, describe, expect, it } from "vitest";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { newCustomer } from "./chat-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";

// The usage-alert e-mails switch: one schema for the profile form and PUT /api/user/profile.
beforeAll(seedDatabase);

const profileOf = async (browser: Browser) => (await browser.get("/api/user/profile")).json();

describe("the usage-alert e-mails setting", () => {
  it("is on by default, saved by PUT /api/user/profile and read back by GET", async () => {
    const { browser, userId } = await newCustomer("prefs");
    const first = await browser.get("/api/user/profile");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    expect(await first.json()).toMatchObject({ user: { id: userId }, esimAlertEmails: true });

    const off = await browser.send("PUT", "/api/user/profile", { esimAlertEmails: false });
    expect(off.status).toBe(200);
    expect(await profileOf(browser)).toMatchObject({ esimAlertEmails: false });
    await browser.send("PUT", "/api/user/profile", { esimAlertEmails: true });
    expect(await profileOf(browser)).toMatchObject({ esimAlertEmails: true });
  });

  it("refuses a missing or non-boolean value (400, the field named), strangers and other sites", async () => {
    const { browser } = await newCustomer("prefs");
    for (const body of [{}, { esimAlertEmails: "yes" }, { esimAlertEmails: null }]) {
      const res = await browser.send("PUT", "/api/user/profile", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: "esimAlertEmails" });
    }
    expect(await profileOf(browser)).toMatchObject({ esimAlertEmails: true });

    const signedOut = new Browser();
    expect((await signedOut.get("/api/user/profile")).status).toBe(401);
    expect((await signedOut.send("PUT", "/api/user/profile", { esimAlertEmails: false })).status).toBe(401);
    const elsewhere = await browser.send(
      "PUT",
      "/api/user/profile",
      { esimAlertEmails: false },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(elsewhere.status).toBe(403);
    expect(await profileOf(browser)).toMatchObject({ esimAlertEmails: true });
  });

  it("the profile page's form saves it without JavaScript: an unticked box turns alerts off", async () => {
    const { browser } = await newCustomer("prefs");
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const post = (fields: Record<string, string>) =>
      queryRoutes(
        appHandler,
        new Request(`${ORIGIN}/profile`, {
          method: "POST",
          headers: { Origin: ORIGIN, Cookie: cookie },
          body: new URLSearchParams(fields),
        }),
      );
    // The browser sends the hidden "false" and, when ticked, the box's "on" after it.
    const unticked = await post({ intent: "save-alerts", esimAlertEmails: "false" });
    expect(unticked.response.status).toBe(200);
    expect(unticked.page?.actionData?.["routes/profile"]).toMatchObject({ ok: true, intent: "save-alerts" });
    expect(unticked.page?.loaderData["routes/profile"]).toMatchObject({
      preferences: { esimAlertEmails: false },
    });
    expect(await profileOf(browser)).toMatchObject({ esimAlertEmails: false });

    const body = new URLSearchParams([
      ["intent", "save-alerts"],
      ["esimAlertEmails", "false"],
      ["esimAlertEmails", "on"],
    ]);
    const ticked = await queryRoutes(
      appHandler,
      new Request(`${ORIGIN}/profile`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body }),
    );
    expect(ticked.response.status).toBe(200);
    expect(await profileOf(browser)).toMatchObject({ esimAlertEmails: true });

    const missing = await post({ intent: "save-alerts" });
    expect(missing.response.status).toBe(400);
  });
});
