import { describe, expect, it } from "vitest";
import { PERMISSION_NAMES } from "../../app/schemas/admin/permission-names";
import { api } from "../../worker/api";
import { ACCOUNT_INTENTS } from "../../worker/web/admin-account-actions.server";
import { CONTENT_INTENTS } from "../../worker/web/admin-content-actions.server";
import { EMAIL_INTENTS } from "../../worker/web/admin-emails-actions.server";
import { IMAGE_INTENTS } from "../../worker/web/admin-images-actions.server";
import { INVENTORY_INTENTS } from "../../worker/web/admin-inventory-actions.server";
import { PRODUCT_INTENTS } from "../../worker/web/admin-products-actions.server";
import { PROMOTION_INTENTS } from "../../worker/web/admin-promotions-actions.server";
import { REVIEW_INTENTS } from "../../worker/web/admin-reviews-actions.server";
import { SETTINGS_INTENTS } from "../../worker/web/admin-settings-actions.server";
import { USER_INTENTS } from "../../worker/web/admin-users-actions.server";
import {
  ADMIN_OPERATIONS,
  declaredRoutes,
  OPEN_TO_ALL,
  operationName,
} from "../../worker/web/operations.server";
import { ORDER_INTENTS } from "../../worker/web/order-desk-intents.server";

// Each back-office operation is declared once, with its access, in its domain; the JSON API's
// routes and the tabs' intents are built from those declarations and declare no access of their own.

const ACCESS_KINDS = new Set<string>([...PERMISSION_NAMES, "staff", "superAdmin"]);
const operations = Object.entries(ADMIN_OPERATIONS).flatMap(([domain, declared]) =>
  Object.entries(declared).map(([name, operation]) => ({ name: `${domain}.${name}`, operation })),
);

// Every screen's intent table (the order desk's serves the Orders list too).
const INTENT_TABLES = {
  account: ACCOUNT_INTENTS,
  content: CONTENT_INTENTS,
  emails: EMAIL_INTENTS,
  images: IMAGE_INTENTS,
  inventory: INVENTORY_INTENTS,
  orders: ORDER_INTENTS,
  products: PRODUCT_INTENTS,
  promotions: PROMOTION_INTENTS,
  reviews: REVIEW_INTENTS,
  settings: SETTINGS_INTENTS,
  users: USER_INTENTS,
};

// Source of the modules that build actions, to catch an access declared beside an operation.
const actionModules = import.meta.glob<string>(
  ["/worker/web/admin-*-actions.server.ts", "/worker/web/order-desk*.server.ts"],
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

  it("performs a declared operation for every intent of every screen", () => {
    const intents = Object.entries(INTENT_TABLES).flatMap(([screen, table]) =>
      Object.entries(table).map(([intent, declared]) => [`${screen} ${intent}`, declared.operation] as const),
    );
    expect(intents.length).toBeGreaterThan(40);
    const undeclared = intents.filter(([, operation]) => operationName(operation) === null);
    expect(undeclared.map(([intent]) => intent)).toEqual([]);
  });

  it("lets no screen's action declare an access of its own, beside its operations", () => {
    expect(Object.keys(actionModules).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(actionModules)) {
      expect(source, file).not.toMatch(/\baccess\s*:\s*["{]/);
      expect(source, file).not.toMatch(/INTENT_ACCESS|requires\(/);
    }
  });
});
