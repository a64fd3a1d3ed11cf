import { createRequestHandler } from "react-router";
import { createApp } from "./app";
import { handleQueue } from "./queues";

export { ChatRoom } from "../durable-objects/chat-room";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = createApp(handleDocument);

export default { fetch: app.fetch, queue: handleQueue } satisfies ExportedHandler<Env>;
