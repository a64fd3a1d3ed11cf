// Staff manage the site's images through /api/admin.
import { beforeAll, describe, expect, it } from "vitest";
import { as, audited, expectError, json, rootSession, unaudited } from "./admin-helpers";
import { call, seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;

let root: Api;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = as(await rootSession());
});

describe("site images", () => {
  let id = 0;
  it("creates, validates, edits and deletes", async () => {
    const res = await audited("IMAGE_CREATE", () =>
      root.post("/api/admin/site-images", {
        key: "promo-banner",
        url: "https://cdn.example.com/p.png",
        alt: "Promo",
        description: "",
      }),
    );
    expect(res.status).toBe(201);
    id = (await json(res)).image.id;
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/site-images", { key: "", url: "https://x.test/a.png", alt: "a" }),
        400,
        "Key is required",
      );
      await expectError(
        await root.post("/api/admin/site-images", { key: "k2", url: "nope", alt: "a" }),
        400,
        "Must be a valid URL",
      );
      await expectError(
        await root.post("/api/admin/site-images", { key: "k2", url: "/images/a.png", alt: "" }),
        400,
        "Alt text is required",
      );
      await expectError(
        await root.post("/api/admin/site-images", { key: "promo-banner", url: "/images/a.png", alt: "a" }),
        409,
        "An image with this key already exists",
      );
    });
    const edited = await audited("IMAGE_UPDATE", () =>
      root.put(`/api/admin/site-images/${id}`, {
        key: "promo-banner",
        url: "/images/site/x.png",
        alt: "New alt",
      }),
    );
    expect((await json(edited)).image.alt).toBe("New alt");
    await audited("IMAGE_DELETE", () => root.del(`/api/admin/site-images/${id}`));
  });

  it("uploads an image file into R2 and serves it; refuses other types and big files", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const upload = (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return call("/api/admin/site-images/upload", {
        method: "POST",
        body: form,
        headers: { Cookie: (root as unknown as { cookie?: string }).cookie ?? "" },
      });
    };
    const cookie = await rootSession();
    const send = (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return call("/api/admin/site-images/upload", {
        method: "POST",
        body: form,
        headers: { Cookie: cookie },
      });
    };
    expect((await upload(new File([png], "a.png", { type: "image/png" }))).status).toBe(401);
    const res = await audited("IMAGE_UPLOAD", () => send(new File([png], "a.png", { type: "image/png" })));
    expect(res.status).toBe(201);
    const { url } = await json(res);
    expect(url).toMatch(/^\/images\/site\/.+\.png$/);
    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    await unaudited(async () => {
      expect((await send(new File(["<svg/>"], "x.svg", { type: "image/svg+xml" }))).status).toBe(415);
      expect((await send(new File(["hello"], "x.png", { type: "image/png" }))).status).toBe(415);
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(png);
      expect((await send(new File([big], "big.png", { type: "image/png" }))).status).toBe(413);
    });
    // A picture gone from R2 answers 404 with a placeholder an <img> can draw, never cached.
    const gone = await call("/images/site/never-uploaded.png");
    expect(gone.status).toBe(404);
    expect(gone.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(gone.headers.get("Cache-Control")).toBe("no-store");
    expect(await gone.text()).toContain('aria-label="Image unavailable"');
    // Other routes still refuse multipart bodies.
    const form = new FormData();
    form.set("key", "x");
    expect(
      (await call("/api/admin/site-images", { method: "POST", body: form, headers: { Cookie: cookie } }))
        .status,
    ).toBe(415);
  });
});
