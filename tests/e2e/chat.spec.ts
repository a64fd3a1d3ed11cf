import {
  adminSections,
  baseOrigin,
  navChatUnread,
  navChatUnreadCount,
  open,
  signInByApi,
  unique,
} from "./admin-helpers";
import { registerCustomer, signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { LONG_ROOM_OWNER, SEEDED_PASSWORD, seededName } from "./seeded";

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
  await expect((await adminSections(staff)).getByRole("link", { name: "Chat" })).toBeVisible();
  await staff.keyboard.press("Escape"); // a phone's drawer closes again
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

test("guests get the widget with the visitor's form; a signed-in customer gets their own room", async ({
  page,
}, testInfo) => {
  // A visitor who never chatted has no room to count unread messages in: no 401 on every page.
  const unreadAsks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/chat/unread")) unreadAsks.push(request.url());
  });
  await open(page, "/");
  await expect(page.getByTestId("chat-launcher")).toBeVisible();
  expect(unreadAsks).toEqual([]);
  await page.getByTestId("chat-launcher").click();
  await expect(page.getByTestId("visitor-chat-form")).toBeVisible();
  expect(unreadAsks).toEqual([]);
  await registerCustomer(page, unique(testInfo, "leaver"));
  await page.getByTestId("chat-launcher").click();
  await expect(page.getByLabel("Message to support")).toBeVisible();
  await expect(page.getByTestId("visitor-chat-form")).toHaveCount(0);
});

test("a room past 500 messages opens on its newest page on both sides; older pages load on demand", async ({
  browser,
  page: staff,
}, testInfo) => {
  test.slow();
  const customer = await (
    await browser.newContext({ viewport: staff.viewportSize() ?? undefined })
  ).newPage();
  // A customer whose room already holds an opening message and 520 more, read (as months of
  // conversation leave them): seeded before the server started (tests/e2e/seeded.ts).
  const username = seededName(testInfo, LONG_ROOM_OWNER);
  await customer.goto("/auth/login");
  await signIn(customer, username, SEEDED_PASSWORD);
  await customer.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  await open(customer, "/");
  const panel = customer.getByRole("region", { name: "Live chat support" });
  await customer.getByRole("button", { name: "Open live chat" }).click();
  const messages = panel.getByTestId("chat-message");
  await expect(messages.last()).toContainText("History 520");
  await expect(messages.filter({ hasText: "History 421" })).toHaveCount(1);
  await expect(messages.filter({ hasText: "History 420" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Load older messages" }).click();
  await expect(messages.filter({ hasText: "History 321" })).toHaveCount(1);
  await expect(messages.last()).toContainText("History 520");

  await signInByApi(staff);
  await open(staff, "/admin/chat");
  await staff.getByTestId("chat-room").filter({ hasText: username }).click();
  const conversation = staff.getByRole("region", { name: "Conversation" });
  const replies = conversation.getByTestId("chat-message");
  await expect(replies.last()).toContainText("History 520");
  await expect(replies.filter({ hasText: "History 420" })).toHaveCount(0);
  await conversation.getByRole("button", { name: "Load older messages" }).click();
  await expect(replies.filter({ hasText: "History 420" })).toHaveCount(1);
  await customer.context().close();
});

test("staff on another admin tab see the unread chat count in the navigation without a reload", async ({
  browser,
  page: staff,
}, testInfo) => {
  const customer = await (
    await browser.newContext({ viewport: staff.viewportSize() ?? undefined })
  ).newPage();
  const username = unique(testInfo, "waiting");
  await registerCustomer(customer, username);

  await signInByApi(staff);
  await open(staff, "/admin/orders");
  // Set on this document only: a reload would lose it.
  await staff.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // Other specs chat on the same database, so the count is compared with what it was.
  const before = await navChatUnreadCount(staff);

  // The customer writes through the chat API (the widget itself has its own tests above): this test
  // is about the staff navigation, and the widget's socket start-up only added timing to it.
  const headers = { Origin: baseOrigin(customer) };
  const room = await customer.request.post("/api/chat/room", { headers });
  expect(room.ok()).toBe(true);
  const { id: roomId } = (await room.json()) as { id: number };
  const sent = await customer.request.post("/api/chat/send", {
    headers,
    data: { roomId, message: `My eSIM shows no signal (${username})` },
  });
  expect(sent.ok()).toBe(true);
  await expect.poll(() => navChatUnreadCount(staff)).toBeGreaterThan(before);
  await expect(await navChatUnread(staff)).toBeVisible();
  expect(await staff.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(staff).toHaveURL(/\/admin\/orders$/);

  // The room list says who is waiting, their tier, what they said and for how long.
  await (await adminSections(staff)).getByRole("link", { name: /^Chat/ }).click();
  const listed = staff.getByTestId("chat-room").filter({ hasText: username });
  await expect(listed.getByTestId("room-last-message")).toHaveText(`My eSIM shows no signal (${username})`);
  await expect(listed).toContainText("bronze");
  await expect(listed.getByTestId("room-waiting")).toHaveText(/^Waiting (just now|\d+ min)$/);
  await expect(listed.getByTestId("room-unread")).toHaveText(/^1/);
  await customer.context().close();
});

// A customer who types and sends before their room exists used to lose the message: the send
// returned early, and the composer took that as sent and cleared the text.
test("a message written while the chat is still connecting is sent once the room exists", async ({
  browser,
}, testInfo) => {
  const customer = await (await browser.newContext()).newPage();
  await registerCustomer(customer, unique(testInfo, "early"));
  let roomAnswered = () => {};
  const roomRequested = new Promise<void>((resolve) => {
    roomAnswered = resolve;
  });
  let letRoomThrough = () => {};
  const roomGate = new Promise<void>((resolve) => {
    letRoomThrough = resolve;
  });
  await customer.route("**/api/chat/room", async (route) => {
    roomAnswered();
    await roomGate;
    await route.continue();
  });

  await customer.getByRole("button", { name: /^Open live chat/ }).click();
  await roomRequested;
  const panel = customer.getByRole("region", { name: "Live chat support" });
  await panel.getByLabel("Message to support").fill("Sent before the room was ready");
  await expect(panel.getByRole("button", { name: "Send message" })).toBeDisabled();
  letRoomThrough();
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(
    panel.getByTestId("chat-message").filter({ hasText: "Sent before the room was ready" }),
  ).toHaveCount(1);
  await expect(panel.getByLabel("Message to support")).toHaveValue("");
});
