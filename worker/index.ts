import { createRequestHandler } from "react-router";
import { createApp } from "./app";
import { handleQueue } from "./queues";
import { scheduled } from "./scheduled";

export { ChatRoom } from "../durable-objects/chat-room";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = createApp(handleDocument);

export default {
  fetch: app.fetch,
  // The cron trigger's housekeeping (expired rate_limits rows).
  scheduled,
  // Fulfilment and e-mail consumers (and their dead-letter queues).
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
