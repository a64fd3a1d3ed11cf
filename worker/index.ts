import { createRequestHandler } from "react-router";
import { createApp } from "./app";
import { scheduled } from "./scheduled";

export { ChatRoom } from "../durable-objects/chat-room";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = createApp(handleDocument);

export default {
  fetch: app.fetch,
  // Issue 16: the cron trigger's housekeeping (expired rate_limits rows).
  scheduled,
} satisfies ExportedHandler<Env>;
