import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "../worker/web/context.server";
import { logUnexpectedError, requestIdOf } from "../worker/web/log-error.server";
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
  return withLowPriorityModulePreloads(
    new Response(body, { headers: responseHeaders, status: responseStatusCode }),
  );
}

/**
 * The page is whole, working HTML before any script runs (decision 0008), so its ~35 module
 * preloads must not compete with the document and the hero for a phone's bandwidth: fetched at low
 * priority they arrive after the first paint instead of in front of it.
 */
function withLowPriorityModulePreloads(response: Response): Response {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        element.setAttribute("fetchpriority", "low");
      },
    })
    .transform(response);
}
