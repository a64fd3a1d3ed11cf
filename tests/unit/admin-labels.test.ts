import { describe, expect, it } from "vitest";
import {
  auditActionText,
  banDurationText,
  emailStatusText,
  emailTemplateText,
  humanise,
  paymentMethodText,
  staffName,
} from "../../app/components/admin/labels";
import { COUNTED_UP_TO, countedText } from "../../app/schemas/admin/common";

describe("human labels for back-office codes", () => {
  it("say ban durations in words", () => {
    expect(banDurationText("7_days")).toBe("7 days");
    expect(banDurationText("1_day")).toBe("1 day");
    expect(banDurationText("365_days")).toBe("1 year");
    expect(banDurationText("permanent")).toBe("Permanent");
    expect(banDurationText("36 hours")).toBe("36 hours");
    expect(banDurationText("1 hour")).toBe("1 hour");
    expect(banDurationText("31680 hours")).toBe("1320 days");
  });

  it("say audit actions with their target's name", () => {
    expect(
      auditActionText({
        action: "PRODUCT_UPDATE",
        targetType: "product",
        targetId: 3,
        targetName: "Japan 5 GB",
      }),
    ).toBe("Updated product “Japan 5 GB”");
    expect(
      auditActionText({ action: "USER_UNBAN", targetType: "user", targetId: 9, targetName: "ana" }),
    ).toBe("Unbanned customer “ana”");
    expect(auditActionText({ action: "USER_BAN", targetType: "user", targetId: 9, targetName: null })).toBe(
      "Banned customer #9",
    );
    expect(
      auditActionText({
        action: "STAFF_PASSWORD_RESET",
        targetType: "admin_user",
        targetId: 2,
        targetName: "ops",
      }),
    ).toBe("Reset the password of staff account “ops”");
    expect(auditActionText({ action: "SETTINGS_UPDATE", targetType: "store_settings", targetId: null })).toBe(
      "Updated the store settings",
    );
    expect(
      auditActionText({ action: "ORDER_REFUND", targetType: "order", targetId: 4, targetName: null }),
    ).toBe("Order refund");
  });

  it("say statuses as words", () => {
    expect(humanise("paid")).toBe("Paid");
    expect(humanise("delivered")).toBe("Delivered");
  });

  it("name who acted, and fall back to the id only for a staff account that is gone", () => {
    expect(staffName({ adminId: 3, adminUsername: "alice" })).toBe("alice");
    expect(staffName({ adminId: 7, adminUsername: null })).toBe("Admin #7");
  });

  it("say how an order was paid", () => {
    expect(paymentMethodText("card", "visa", "4242")).toBe("Visa •••• 4242");
    expect(paymentMethodText("card", "amex", null)).toBe("American Express");
    expect(paymentMethodText("card", null, null)).toBe("Card");
    expect(paymentMethodText("fpx", "maybank2u", null)).toBe("FPX online banking (Maybank2u)");
    expect(paymentMethodText("grabpay", null, null)).toBe("GrabPay");
  });

  it("give every e-mail template and status a label", async () => {
    const { EMAIL_TEMPLATES, EMAIL_STATUSES } = await import("../../app/schemas/admin/emails");
    for (const code of [...EMAIL_TEMPLATES, ...EMAIL_STATUSES]) {
      const label = EMAIL_TEMPLATES.includes(code as never) ? emailTemplateText(code) : emailStatusText(code);
      expect(label).not.toContain("_");
      expect(label).not.toBe(code);
    }
    expect(emailTemplateText("esim_ready")).toBe("eSIM ready to install");
    expect(emailStatusText("sent")).toBe("Sent");
    expect(emailTemplateText("some_new_code")).toBe("Some new code");
  });
});

describe("countedText", () => {
  it("reads a count under the cap as it is, and one at the cap as more than it", () => {
    expect(countedText(0)).toBe("0");
    expect(countedText(1234)).toBe("1,234");
    expect(countedText(COUNTED_UP_TO - 1)).toBe("9,999");
    expect(countedText(COUNTED_UP_TO)).toBe("10,000+");
  });
});
