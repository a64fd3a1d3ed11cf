import { open, signInByApi, unique } from "./admin-helpers";
import { registerCustomer } from "./customer-helpers";
import { expect, test } from "./fixtures";

test("a customer and staff chat live both ways, with unread counts and read receipts", async ({
  browser,
  page: staff,
}, testInfo) => {
  const customerContext = await browser.newContext({ viewport: staff.viewportSize() ?? undefined });
  const customer = await customerContext.newPage();
  const username = unique(testInfo, "chatter");
  await registerCustomer(customer, username);

  // The customer opens the widget (creating the room) and cannot send a blank message.
  await customer.getByRole("button", { name: "Open live chat" }).click();
  const panel = customer.getByRole("region", { name: "Live chat support" });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute("data-live", "true"); // a WebSocket, not the polling fallback
  const box = panel.getByLabel("Message to support");
  const sendButton = panel.getByRole("button", { name: "Send message" });
  await box.fill("   ");
  await expect(sendButton).toBeDisabled();
  await box.fill(`  Hello, is my eSIM for Japan active? (${username})  `);
  await sendButton.click();
  await expect(box).toHaveValue("");
  const customerMessages = panel.getByTestId("chat-message");
  await expect(customerMessages).toHaveText([
    new RegExp(`^Hello, is my eSIM for Japan active\\? \\(${username}\\)`),
  ]);

  // Staff see the room with its unread count; opening it marks the message read on both sides.
  await signInByApi(staff);
  await open(staff, "/admin/chat");
  await expect(
    staff.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Chat" }),
  ).toBeVisible();
  const room = staff.getByTestId("chat-room").filter({ hasText: username });
  await expect(room.getByTestId("room-unread")).toHaveText("1");
  await room.click();
  const conversation = staff.getByRole("region", { name: "Conversation" });
  await expect(conversation).toHaveAttribute("data-live", "true");
  await expect(conversation.getByTestId("chat-message")).toHaveText([/Hello, is my eSIM for Japan active\?/]);
  await expect(room.getByTestId("room-unread")).toHaveCount(0);
  await expect(customerMessages.first().getByTestId("read-receipt")).toBeVisible();

  // A staff reply arrives live in the open panel and is read at once, which staff see.
  await conversation.getByLabel("Reply").fill("Yes, it is active. Safe travels!");
  await conversation.getByRole("button", { name: "Send message" }).click();
  await expect(customerMessages.last()).toContainText("Yes, it is active. Safe travels!");
  await expect(conversation.getByTestId("chat-message").last().getByTestId("read-receipt")).toBeVisible();

  // Minimised, a reply is counted in the header and read once the panel is expanded again.
  await panel.getByRole("button", { name: "Minimise chat" }).click();
  await conversation.getByLabel("Reply").fill("Do you need a hotspot guide?");
  await conversation.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByTestId("chat-unread")).toHaveText(/^1/);
  await panel.getByRole("button", { name: "Expand chat" }).click();
  await expect(customerMessages.last()).toContainText("Do you need a hotspot guide?");
  await expect(panel.getByTestId("chat-unread")).toHaveCount(0);

  // With the panel closed, the next reply shows as an unread count on the button.
  await panel.getByRole("button", { name: "Close chat" }).click();
  await conversation.getByLabel("Reply").fill("Anything else I can help with?");
  await conversation.getByRole("button", { name: "Send message" }).click();
  await expect(customer.getByTestId("chat-unread")).toHaveText("1");
  await expect(conversation.getByTestId("chat-message").last().getByTestId("read-receipt")).toHaveCount(0);
  await customer.getByRole("button", { name: "Open live chat, 1 unread" }).click();
  await expect(customerMessages.last()).toContainText("Anything else I can help with?");
  await expect(conversation.getByTestId("chat-message").last().getByTestId("read-receipt")).toBeVisible();

  // The customer replies with Enter; staff get it live.
  await box.fill("No, that's all. Thank you!");
  await box.press("Enter");
  await expect(conversation.getByTestId("chat-message").last()).toContainText("No, that's all. Thank you!");
  await customerContext.close();
});

test("guests get no chat widget; a signed-in customer does", async ({ page }, testInfo) => {
  await open(page, "/");
  await expect(page.getByTestId("chat-launcher")).toHaveCount(0);
  await registerCustomer(page, unique(testInfo, "leaver"));
  await expect(page.getByTestId("chat-launcher")).toBeVisible();
});
