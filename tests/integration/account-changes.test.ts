// A customer changing their own password or e-mail through the JSON API.
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser";
import { seedDatabase } from "./helpers";

let counter = 0;

function newAccount() {
  counter += 1;
  return {
    username: `traveller${counter}`,
    email: `traveller${counter}@shop.test`,
    password: `Passw0rd-${counter}`,
    confirmPassword: `Passw0rd-${counter}`,
  };
}

async function registered(): Promise<{
  browser: Browser;
  account: ReturnType<typeof newAccount>;
  id: number;
}> {
  const browser = new Browser();
  const account = newAccount();
  const response = await browser.post("/api/auth/register", account);
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: number } };
  return { browser, account, id: user.id };
}

beforeAll(seedDatabase);

describe("POST /api/auth/change-password", () => {
  it("needs a session", async () => {
    const response = await new Browser().post("/api/auth/change-password", {
      currentPassword: "x",
      newPassword: "yyyyyy",
      confirmPassword: "yyyyyy",
    });
    expect(response.status).toBe(401);
  });

  it("validates with the spec's messages and checks the current password", async () => {
    const { browser, account } = await registered();
    const cases: [Record<string, string>, number, string][] = [
      [
        { currentPassword: "", newPassword: "Abcdef-12", confirmPassword: "Abcdef-12" },
        400,
        "Current password is required",
      ],
      [
        { currentPassword: account.password, newPassword: "abc", confirmPassword: "abc" },
        400,
        "New password must be at least 8 characters",
      ],
      [
        { currentPassword: account.password, newPassword: "Abcdef-12", confirmPassword: "" },
        400,
        "Please confirm your new password",
      ],
      [
        { currentPassword: account.password, newPassword: "Abcdef-12", confirmPassword: "Abcdeg-12" },
        400,
        "Passwords don't match",
      ],
      [
        { currentPassword: "wrong-one", newPassword: "Abcdef-12", confirmPassword: "Abcdef-12" },
        400,
        "Current password is incorrect",
      ],
    ];
    for (const [body, status, error] of cases) {
      const response = await browser.post("/api/auth/change-password", body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
  });

  it("changes the password, keeps this browser signed in with a new session, and retires the old password", async () => {
    const { browser, account } = await registered();
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: account.password,
      newPassword: "Brand-new-1",
      confirmPassword: "Brand-new-1",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Password changed successfully" });
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    const old = await new Browser().post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(old.status).toBe(401);
    const fresh = await new Browser().post("/api/auth/login", {
      emailOrUsername: account.username,
      password: "Brand-new-1",
    });
    expect(fresh.status).toBe(200);
  });
});

describe("POST /api/auth/change-email", () => {
  it("validates with the spec's messages, checks the password and refuses a taken address", async () => {
    const { browser, account } = await registered();
    const other = await registered();
    const cases: [Record<string, string>, number, string][] = [
      [{ newEmail: "nope", password: account.password }, 400, "Invalid email address"],
      [{ newEmail: "new@shop.test", password: "" }, 400, "Password is required to change email"],
      [{ newEmail: "new@shop.test", password: "wrong-one" }, 400, "Password is incorrect"],
      [
        { newEmail: other.account.email.toUpperCase(), password: account.password },
        409,
        "An account with this email already exists",
      ],
    ];
    for (const [body, status, error] of cases) {
      const response = await browser.post("/api/auth/change-email", body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
  });

  it("changes the e-mail, signs the user out, and the new address signs in", async () => {
    const { browser, account } = await registered();
    const response = await browser.post("/api/auth/change-email", {
      newEmail: "Moved@Shop.Test",
      password: account.password,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Email changed successfully. Please log in again." });
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    const login = await new Browser().post("/api/auth/login", {
      emailOrUsername: "moved@shop.test",
      password: account.password,
    });
    expect(login.status).toBe(200);
  });
});
