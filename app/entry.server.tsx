import { isbot } from "isbot";
// React's Node build, not the edge one the "workerd" condition picks: the edge build turns each
// piece of markup into its own Uint8Array (thousands of small allocations and runtime calls per
// page, an eighth of a rendered page's CPU), the Node build writes them all into one buffer. Both
// produce the same bytes; nodejs_compat gives it the Node modules it imports (decision 0059).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "../worker/web/http/context.server";
import { logUnexpectedError, requestIdOf } from "../worker/web/http/log-error.server";
import { withScriptsAfterFirstPaint } from "../worker/web/http/scripts-after-paint.server";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

/** Loader and action errors: logged by class and code, never with the query parameters, which may carry tokens or personal data. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logUnexpectedError("page", error, requestIdOf(request));
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logUnexpectedError("render", error, requestIdOf(request));
      },
    },
  );
  shellRendered = true;

  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const page = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // The dev server's own module scripts (its client, hot reload) run as Vite writes them.
  return import.meta.env.DEV ? page : withScriptsAfterFirstPaint(page, nonce);
}
