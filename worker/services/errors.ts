import type { MessageValues } from "../../app/lib/format-message";
import type { MessageKey } from "../../app/lib/translate";
import { serverT } from "../i18n/catalogues";

/**
 * A failure's words by their catalogue key and values: the service names them, the catalogue
 * (messages/*.json) holds them, and an edge says them in its reader's language.
 */
export interface Said {
  key: MessageKey;
  values?: MessageValues;
}

/**
 * The domain errors every service throws. They know nothing of HTTP: each edge (Hono's onError,
 * the React Router action helper) maps them to a status code once, in `worker/web/http/errors.server.ts`.
 * The message is safe to show to the person who made the request; `extra` carries the fields the
 * spec names beside it (`field`, `reason`, `banExpiresAt` …). Thrown with a catalogue key (`Said`),
 * the error keeps it in `said` and its message is the key's English from messages/en.json (the JSON
 * API's words), so the sentence is written once, in the catalogue.
 */
export abstract class DomainError extends Error {
  readonly said: Said | null;
  abstract readonly kind:
    | "invalid"
    | "unauthorized"
    | "forbidden"
    | "not-found"
    | "gone"
    | "conflict"
    | "too-large"
    | "unsupported"
    | "rate-limited"
    | "upgrade-required"
    | "unavailable";
  constructor(
    message: string | Said,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof message === "string" ? message : serverT("en")(message.key, message.values));
    this.said = typeof message === "string" ? null : message;
    this.name = new.target.name;
  }
}

/** Bad input; `field` names the form field when there is one. */
export class InvalidError extends DomainError {
  readonly kind = "invalid";
  constructor(message: string | Said, extra: { field?: string; [key: string]: unknown } = {}) {
    super(message, extra);
  }
}

export class UnauthorizedError extends DomainError {
  readonly kind = "unauthorized";
}

export class ForbiddenError extends DomainError {
  readonly kind = "forbidden";
}

export class NotFoundError extends DomainError {
  readonly kind = "not-found";
}

/** It existed once and never will again (an expired signed link, a withdrawn eSIM). */
export class GoneError extends DomainError {
  readonly kind = "gone";
}

export class ConflictError extends DomainError {
  readonly kind = "conflict";
}

export class TooLargeError extends DomainError {
  readonly kind = "too-large";
}

export class UnsupportedError extends DomainError {
  readonly kind = "unsupported";
}

/** The request must switch protocol first (a chat socket asked for without the WebSocket upgrade). */
export class UpgradeRequiredError extends DomainError {
  readonly kind = "upgrade-required";
}

/** A third party (payment provider, eSIM supplier) could not be reached or refused. */
export class UnavailableError extends DomainError {
  readonly kind = "unavailable";
}

export class RateLimitedError extends DomainError {
  readonly kind = "rate-limited";
  constructor(
    message: string | Said,
    readonly retryAfterSeconds: number,
    extra: Record<string, unknown> = {},
  ) {
    super(message, extra);
  }
}
