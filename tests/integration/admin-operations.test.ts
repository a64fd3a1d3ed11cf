import { describe, expect, it } from "vitest";
import { PERMISSION_NAMES } from "../../app/schemas/admin/permission-names";
import { api } from "../../worker/api";
import { type AnyOperation, OPEN_TO_ALL } from "../../worker/web/guards/operations.server";
import { declaredRoutes } from "./admin-routes";

// Each back-office operation is declared once, with its access, in its domain; the JSON API's
// routes and the tabs' intents are built from those declarations and declare no access of their own.

const ACCESS_KINDS = new Set<string>([...PERMISSION_NAMES, "staff", "superAdmin"]);
// Every domain's operations.ts, each exporting its one table of declared operations.
const DOMAINS = import.meta.glob<Record<string, Record<string, AnyOperation>>>(
  "/worker/services/*/operations.ts",
  { eager: true },
);
const operations = Object.entries(DOMAINS).flatMap(([file, module]) => {
  const domain = file.split("/")[3];
  return Object.values(module)
    .flatMap((declared) => Object.entries(declared))
    .map(([name, operation]) => ({ name: `${domain}.${name}`, operation }));
});

/** "domain.name" of a declared operation; null for anything else. */
function operationName(operation: unknown): string | null {
  return operations.find((declared) => declared.operation === operation)?.name ?? null;
}

// Source of the modules that build actions, to catch an access declared beside an operation.
const actionModules = import.meta.glob<string>(
  ["/worker/web/pages/*/admin-*-actions.server.ts", "/worker/web/pages/orders/order-desk*.server.ts"],
  { query: "?raw", import: "default", eager: true },
);

describe("the back office's operations", () => {
  it("lists every operation with its access, and each needs a staff member at least", () => {
    const table = Object.fromEntries(operations.map(({ name, operation }) => [name, operation.access]));
    expect(operations.length).toBeGreaterThan(60);
    const without = operations.filter(({ operation }) => !ACCESS_KINDS.has(operation.access));
    expect(without.map(({ name }) => name)).toEqual([]);
    // Money moves only with canRefundOrders: a fulfilment retry buys new eSIMs.
    expect(table).toMatchObject({
      "orders.refundOrder": "canRefundOrders",
      "orders.cancelOrder": "canRefundOrders",
      "fulfilment.retryFulfilment": "canRefundOrders",
      "email.readEmail": "canReadEmails",
      "promotions.createPromotion": "canManagePromotions",
      "promotions.updatePromotion": "canManagePromotions",
      "payments.savePaymentKeys": "superAdmin",
      "staff.createStaff": "superAdmin",
      "staff.whoAmI": "staff",
    });
  });

  it("builds every /api/admin route from a declared operation; only sign-in and the public image list are open", () => {
    const routes = [...declaredRoutes(api, "/admin")];
    const notOperations = routes.filter(([, mark]) => mark === null || operationName(mark) === null);
    expect(notOperations.map(([key, mark]) => [key, mark === OPEN_TO_ALL ? "open to all" : "none"])).toEqual([
      ["GET /admin/site-images", "open to all"],
      ["POST /admin/login", "open to all"],
    ]);
    expect(routes.length).toBeGreaterThan(60);
  });

  it("lets no screen's action declare an access or an operation of its own, beside its domain's operations", () => {
    expect(Object.keys(actionModules).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(actionModules)) {
      expect(source, file).not.toMatch(/\baccess\s*:\s*["{]/);
      expect(source, file).not.toMatch(/INTENT_ACCESS|requires\(/);
      // An intent performs an operation its domain declared, never one built beside the screen.
      expect(source, file).not.toMatch(/\boperation\(\{/);
      expect(source, file).toMatch(/from "(?:\.\.\/)+services\/[a-z]+\/operations"/);
    }
  });
});
