import { adminSections, open, signInByApi, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SHOTS = "/tmp/shots-first-visitor-chat";

// A visitor's chat needs staff to answer it, so it runs with the back-office specs; each width is
// driven from one project, the visitor and staff each in their own browser context.
for (const width of [390, 1280]) {
  test(`a signed-out visitor at ${width} px starts a chat with name and e-mail; staff answer it in the Chat tab`, async ({
    browser,
    page: staff,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop-staff", "both widths are driven from one project");
    test.slow(); // two browsers, a staff sign-in and two live sockets on a loaded machine
    const viewport = { width, height: width < 600 ? 844 : 800 };
    const name = unique(testInfo, `Visitor ${width} `);
    // Its own client address: opening visitor rooms is limited per client, as the contact form is.
    const visitorContext = await browser.newContext({
      viewport,
      extraHTTPHeaders: { "CF-Connecting-IP": `10.77.${width % 250}.${(Date.now() % 250) + 1}` },
    });
    const visitor = await visitorContext.newPage();
    await open(visitor, "/");
    // A first visit draws only the launcher: the chat's code waits for a press.
    const widgetFetched = () =>
      visitor.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/chat-widget-[^/]*\.js$/.test(entry.name)),
      );
    await expect(visitor.getByRole("button", { name: "Open live chat" })).toBeVisible();
    expect(await widgetFetched()).toBe(false);

    // Signed out, the widget asks who is writing instead of asking them to sign in.
    await visitor.getByRole("button", { name: "Open live chat" }).click();
    const panel = visitor.getByRole("region", { name: "Live chat support" });
    const form = panel.getByTestId("visitor-chat-form");
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: "Start chat" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("mei.visitor@example.com");
    await form.getByLabel("Your question").fill("Does the Japan plan work in Osaka?");
    await visitor.screenshot({ path: `${SHOTS}/visitor-form-${width}.png` });
    await form.getByRole("button", { name: "Start chat" }).click();

    // The room opens on the same live chat customers use.
    const messages = panel.getByTestId("chat-message");
    await expect(messages).toHaveText([/Does the Japan plan work in Osaka\?/]);
    await expect(panel).toHaveAttribute("data-live", "true");
    await panel.getByLabel("Message to support").fill("And in Kyoto?");
    await panel.getByRole("button", { name: "Send message" }).click();
    await expect(messages.last()).toContainText("And in Kyoto?");

    // Staff find the room in the Chat tab, marked as a visitor's, with the e-mail, and answer it.
    await staff.setViewportSize(viewport);
    await signInByApi(staff);
    await open(staff, "/admin/chat");
    await expect((await adminSections(staff)).getByRole("link", { name: "Chat" })).toBeVisible();
    await staff.keyboard.press("Escape"); // a phone's drawer closes again
    const room = staff.getByTestId("chat-room").filter({ hasText: name });
    await expect(room.getByText("Visitor", { exact: true })).toBeVisible();
    await expect(room.getByTestId("room-visitor-email")).toHaveText("mei.visitor@example.com");
    await expect(room.getByTestId("room-unread")).toHaveText("2");
    await staff.screenshot({ path: `${SHOTS}/staff-chat-list-${width}.png` });
    await room.click();
    const conversation = staff.getByRole("region", { name: "Conversation" });
    await expect(conversation.getByTestId("visitor-email")).toHaveText("mei.visitor@example.com");
    // Live before replying, so the visitor's read receipt has a socket to reach.
    await expect(conversation).toHaveAttribute("data-live", "true");
    await expect(conversation.getByTestId("chat-message")).toHaveCount(2);
    await conversation.getByLabel("Reply").fill("Yes, the Japan plan covers all of Japan.");
    await conversation.getByRole("button", { name: "Send message" }).click();

    // The visitor sees the answer live, and it is read, which staff see.
    await expect(messages.last()).toContainText("Yes, the Japan plan covers all of Japan.");
    await expect(conversation.getByTestId("chat-message").last().getByTestId("read-receipt")).toBeVisible();
    await staff.screenshot({ path: `${SHOTS}/staff-chat-visitor-${width}.png` });
    await visitor.screenshot({ path: `${SHOTS}/visitor-conversation-${width}.png` });

    // A reload keeps the conversation: the cookie is the visitor's key to the room, and the
    // closed widget's badge asks for the room's unread count again.
    const unreadAsked = visitor.waitForResponse((r) => r.url().includes("/api/chat/unread"));
    await open(visitor, "/");
    expect((await unreadAsked).status()).toBe(200);
    expect(await widgetFetched()).toBe(true);
    await visitor.getByRole("button", { name: "Open live chat" }).click();
    await expect(messages.last()).toContainText("Yes, the Japan plan covers all of Japan.");
    await visitorContext.close();
  });
}
