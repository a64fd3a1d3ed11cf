// Staff edit the storefront's page content through /api/admin.
import { beforeAll, describe, expect, it } from "vitest";
import { as, audited, expectError, json, rootSession, unaudited } from "./admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;

let root: Api;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = as(await rootSession());
});

describe("content", () => {
  it("saves a page with its rules", async () => {
    const res = await audited("CONTENT_UPDATE", () =>
      root.put("/api/admin/content/about", {
        title: "Our Story v2",
        subtitle: "",
        content: "## New\n\nText",
        imageUrl: "",
      }),
    );
    expect((await json(res)).content).toMatchObject({
      page: "about",
      title: "Our Story v2",
      subtitle: null,
      imageUrl: null,
      updatedBy: 1,
    });
    const all = (await json(await root.get("/api/admin/content"))) as { page: string; title: string }[];
    expect(all.find((p) => p.page === "about")?.title).toBe("Our Story v2");
    await unaudited(async () => {
      await expectError(
        await root.put("/api/admin/content/about", { title: "", content: "x" }),
        400,
        "Title is required",
      );
      await expectError(
        await root.put("/api/admin/content/about", { title: "t", content: "" }),
        400,
        "Content is required",
      );
      await expectError(
        await root.put("/api/admin/content/about", { title: "t", content: "c", imageUrl: "bad url" }),
        400,
        "Must be a valid URL",
      );
      await expectError(
        await root.put("/api/admin/content/home", { title: "t", content: "c" }),
        400,
        "Page must be one of about, support, partner, privacy, terms, refund-policy",
      );
    });
  });
});
