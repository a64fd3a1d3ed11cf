import { createRequestHandler } from "react-router";
import { createApp, type DocumentHandler } from "./app";
import { handleQueue } from "./queues";
import { scheduled } from "./scheduled";

export { ChatRoom } from "../durable-objects/chat-room";

const loadBuild = () => import("virtual:react-router/server-build");

/**
 * Given the build as a function, React Router rebuilds its route tables (flattening and ranking
 * every route of the three languages) on each request, which is right for the dev server's hot
 * reload and was a fifth of a page's CPU in production. A deployed build never changes, so it is
 * loaded once per isolate and the handler keeps its tables.
 */
function documentHandler(): DocumentHandler {
  if (import.meta.env.DEV) return createRequestHandler(loadBuild, import.meta.env.MODE);
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  return async (request, context) => {
    handler ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
    return handler(request, context);
  };
}

const handleDocument = documentHandler();

// The client manifest's version changes with every build that changes a page's scripts.
const app = createApp(handleDocument, async () => (await loadBuild()).assets.version);

export default {
  fetch: app.fetch,
  // The cron trigger's housekeeping (expired rate_limits rows).
  scheduled,
  // Fulfilment and e-mail consumers (and their dead-letter queues).
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
