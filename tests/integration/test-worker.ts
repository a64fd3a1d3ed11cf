// The Worker as the integration tests run it: the real app and middleware, with a stand-in for
// the React Router renderer (pages are tested end to end in Chromium instead).
import { createApp } from "../../worker/app";
import { handleQueue } from "../../worker/queues";
import { scheduled } from "../../worker/scheduled";

export { ChatRoom } from "../../durable-objects/chat-room";

const app = createApp(
  async (request) =>
    new Response(`page:${new URL(request.url).pathname}`, { headers: { "Content-Type": "text/html" } }),
  async () => "integration-tests",
);

export default { fetch: app.fetch, scheduled, queue: handleQueue } satisfies ExportedHandler<Env>;
