// The content manager saves a page through its route's intent action (save-content), run
// inside workerd through React Router's static handler: success (audited, the toast queued), 403
// without canManageContent, 400 bad input or an unknown page, cross-origin refused.
import { beforeAll, describe, expect, it } from "vitest";
import { contentManager, expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { as, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { seedDatabase } from "./helpers";

const save = {
  intent: "save-content",
  page: "support",
  title: "Help desk",
  subtitle: "",
  content: "## Hi",
  imageUrl: "",
};
let root: string;
let editor: string;
let nobody: string;

const post = (fields: Record<string, string>, cookie: string, origin?: string) =>
  postIntent(contentManager, fields, cookie, origin);

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  editor = await staffCookie(root, "content-editor", { canManageContent: true });
  nobody = await staffCookie(root, "content-nobody", { canViewOrders: true });
});

describe("the content manager's save-content intent", () => {
  it("saves the page as the API does, audited, and queues the toast", async () => {
    await expectDone(post(save, editor), "Content Updated");
    expect((await lastAudit())?.action).toBe("CONTENT_UPDATE");
    const pages = (await (await as(editor).get("/api/admin/content")).json()) as {
      page: string;
      title: string;
    }[];
    expect(pages.find((p) => p.page === "support")).toMatchObject({ title: "Help desk" });
  });

  it("refuses staff without Manage content, a cross-origin post, bad fields and an unknown page", async () => {
    await expectRefused(() => post(save, nobody), 403);
    await expectRefused(() => post(save, editor, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...save, title: "" }, editor), 400)).toMatchObject({
      fieldErrors: { title: "Title is required" },
    });
    expect(await expectRefused(() => post({ ...save, page: "nowhere" }, editor), 400)).toMatchObject({
      fieldErrors: { page: expect.any(String) },
    });
    expect(await expectRefused(() => post({ ...save, intent: "delete-content" }, editor), 400)).toMatchObject(
      {
        fieldErrors: { intent: "Unknown action" },
      },
    );
  });
});
