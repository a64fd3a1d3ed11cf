import type { Env, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { validationError } from "../web/http/errors.server";
import { readJsonBody } from "./read-json";

/** Parse or throw a 400 with the schema's own message (`{ error, field }`, see validationError). */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

type Validated<Target extends string, S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};

/** The JSON body, read once by readJsonBody and parsed by `schema`; the handler takes `c.req.valid("json")`. */
export function validateJson<S extends z.ZodType, E extends Env = Env>(
  schema: S,
): MiddlewareHandler<E, string, Validated<"json", S>> {
  return async (c, next) => {
    c.req.addValidatedData("json", parseOr400(schema, await readJsonBody(c)) as object);
    await next();
  };
}

/** The query string parsed by `schema`; the handler takes `c.req.valid("query")`. */
export function validateQuery<S extends z.ZodType, E extends Env = Env>(
  schema: S,
): MiddlewareHandler<E, string, Validated<"query", S>> {
  return async (c, next) => {
    c.req.addValidatedData("query", parseOr400(schema, c.req.query()) as object);
    await next();
  };
}

type ParamSchemas = Record<string, z.ZodType>;

/**
 * Path parameters, each parsed by its own schema (so a bad one answers with that schema's message and
 * no `field`, as the API always has); registered before validateJson, a bad id is reported first.
 * The handler takes `c.req.valid("param")`.
 */
export function validateParams<P extends ParamSchemas, E extends Env = Env>(
  schemas: P,
): MiddlewareHandler<
  E,
  string,
  { in: { param: { [K in keyof P]: string } }; out: { param: { [K in keyof P]: z.output<P[K]> } } }
> {
  return async (c, next) => {
    const parsed: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(schemas))
      parsed[name] = parseOr400(schema, c.req.param(name));
    c.req.addValidatedData("param", parsed);
    await next();
  };
}
