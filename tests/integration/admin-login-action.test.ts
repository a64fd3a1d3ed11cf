// The staff sign-in page posts to its own route action (not the JSON API); the same
// service, limits and cookie, run here through the real route module inside workerd.
import { beforeAll, describe, expect, it } from "vitest";
import { nextIp } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { ORIGIN, seedDatabase, TEST_ADMIN } from "./helpers";
import { queryRoutes } from "./route-harness";

beforeAll(seedDatabase);

function signIn(fields: Record<string, string>, origin = ORIGIN) {
  const request = new Request(`${ORIGIN}/admin/login`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: origin, "CF-Connecting-IP": nextIp() },
  });
  return queryRoutes(appHandler, request, { actionOnly: true });
}

/** Every cookie the answer sets: the action's own headers and the middleware's (the flash toast). */
const cookiesOf = ({ response, page }: Awaited<ReturnType<typeof signIn>>) =>
  [
    ...response.headers.getSetCookie(),
    ...(page?.actionHeaders["routes/admin.login"]?.getSetCookie() ?? []),
  ].join("\n");

const answerOf = (page: Awaited<ReturnType<typeof signIn>>["page"]) =>
  page?.actionData?.["routes/admin.login"] as Record<string, unknown> | undefined;

describe("the staff sign-in action", () => {
  it("signs in with the staff cookie and answers where to go, on this site only", async () => {
    const answer = await signIn({
      username: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
      redirectTo: "https://evil.example/admin",
    });
    const { response, page } = answer;
    expect(response.status).toBe(200);
    expect(answerOf(page)).toEqual({ ok: true, next: "/admin" });
    const cookies = cookiesOf(answer);
    expect(cookies).toMatch(/admin_session=[^;]+;.*HttpOnly/i);
    expect(cookies).toContain(encodeURIComponent(`Welcome back, ${TEST_ADMIN.username}!`).slice(0, 20));
  });

  it("refuses a wrong password with 401 and the Access Denied toast, and sets no session", async () => {
    const answer = await signIn({ username: TEST_ADMIN.username, password: "wrong" });
    expect(answer.response.status).toBe(401);
    expect(answerOf(answer.page)).toMatchObject({ ok: false, error: "Invalid username or password" });
    const cookies = cookiesOf(answer);
    expect(cookies).not.toMatch(/admin_session=[^;]/);
    expect(decodeURIComponent(cookies)).toContain("Access Denied");
  });

  it("answers missing fields under them, with the spec's messages", async () => {
    const { response, page } = await signIn({ username: "", password: "" });
    expect(response.status).toBe(400);
    expect(answerOf(page)).toMatchObject({
      fieldErrors: { username: "Username is required", password: "Password is required" },
    });
  });
});
