import { createRequestHandler } from "react-router";
import { createApp } from "./app";

export { ChatRoom } from "../durable-objects/chat-room";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default createApp(handleDocument) satisfies ExportedHandler<Env>;
