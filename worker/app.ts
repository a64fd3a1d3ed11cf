import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { LOCALES, localePath } from "../app/lib/locale";
import { api } from "./api";
import { readConfig } from "./env";
import { serveStoredImage } from "./images";
import { NotFoundError } from "./services/errors";
import { accountTagHeader } from "./web/cookies/account-tag.server";
import { privateAnswers } from "./web/cookies/personal-answers.server";
import { referralCookie } from "./web/cookies/referral-cookie.server";
import { sessionMarkCookie } from "./web/cookies/session-mark.server";
import { sameOrigin } from "./web/guards/same-origin.server";
import { bodyLimit } from "./web/http/body-limit.server";
import { appContext } from "./web/http/context.server";
import { refuseUnsafeDeploy } from "./web/http/deploy-check.server";
import { serveDevMailbox } from "./web/http/dev-mailbox.server";
import { bumpCatalogueOnStaffChange, edgeCache } from "./web/http/edge-cache.server";
import { errorResponse } from "./web/http/errors.server";
import type { ApiEnv } from "./web/http/hono-env.server";
import { logUnexpectedError, requestIdOf } from "./web/http/log-error.server";
import { requestDatabase } from "./web/http/request-db.server";
import { securityHeaders } from "./web/http/security-headers.server";
import { chooseLanguage } from "./web/language/language.server";
import { askForDeviceHints } from "./web/pages/catalogue/devices.server";
import { guestCartFromStoredPage } from "./web/pages/catalogue/guest-cart-page.server";
import { serveRobots, serveSitemap } from "./web/pages/content/sitemap.server";

export type DocumentHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/** Which build answers (pages stored by another build are never served). */
export type BuildId = () => Promise<string>;

/**
 * The Worker's front door. The page renderer is passed in so that the integration tests run this
 * exact middleware stack and API inside workerd without building React Router.
 */
export function createApp(handleDocument: DocumentHandler, buildId: BuildId) {
  const app = new Hono<ApiEnv>();

  app.use("*", bodyLimit);
  app.use("*", securityHeaders);
  // Before anything reads a secret: a deploy with example or missing ones serves nothing (decision 0065).
  app.use("*", refuseUnsafeDeploy);
  app.use("*", privateAnswers);
  app.use("*", askForDeviceHints);
  app.use("*", sameOrigin);
  app.use("*", async (c, next) => {
    c.set("buildId", await buildId());
    await next();
  });
  // The anonymous edge cache first, so a hit never opens a database handle; then a D1
  // session per request, timed into Server-Timing.
  app.use("*", edgeCache);
  app.use("*", requestDatabase);
  // A guest whose cart is all that sets them apart: the stored page with their badge written in.
  app.use("*", guestCartFromStoredPage);
  // The session cookie's readable twin follows it on every answer (after the tag's lookup below).
  app.use("*", sessionMarkCookie);
  // Which account a page was drawn for, so the service worker can drop another account's saved pages.
  app.use("*", accountTagHeader);
  app.use("/api/admin/*", bumpCatalogueOnStaffChange);
  app.use("/admin/*", bumpCatalogueOnStaffChange);

  app.route("/api", api);
  app.all("/api/*", () => {
    throw new NotFoundError("Not found");
  });
  app.get("/images/:key{.+}", serveStoredImage);
  app.get("/__dev/mailbox", serveDevMailbox);
  app.post("/lang", chooseLanguage);
  app.get("/sitemap.xml", serveSitemap);
  app.get("/robots.txt", serveRobots);
  // A customer's referral link, in each language's address (decisions 0049, 0073): the page says
  // what the friend gets; the code is kept here, at the door, for every answer the page gives.
  for (const locale of LOCALES) {
    app.use(localePath(locale, "/r/:code"), async (c, next) => {
      const cookie = referralCookie(c.req.param("code"));
      await next();
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "private, no-store");
      if (cookie) c.res.headers.append("Set-Cookie", cookie);
    });
  }

  // Everything else, every method (actions are POSTs), goes to React Router.
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      env: c.env,
      ctx: c.executionCtx,
      db: c.get("db"),
      config: readConfig(c.env),
      nonce: c.get("nonce"),
    });
    return handleDocument(c.req.raw, context);
  });

  // Middleware before the API's router (same origin, deploy check, unknown /api paths) throws its
  // domain errors here; the API answers them as its own router does.
  app.onError((error, c) => {
    if (c.req.path.startsWith("/api/")) return errorResponse(c, error, "worker");
    const requestId = requestIdOf(c.req.raw);
    logUnexpectedError("worker", error, requestId);
    c.header("X-Request-Id", requestId);
    return c.html(
      "<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>",
      500,
    );
  });

  return app;
}
