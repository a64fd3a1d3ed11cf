import type { z } from "zod";
import type { Access } from "../../../app/schemas/admin/permissions";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../env";
import type { Actor } from "../audit/log";
import type { StaffIdentity } from "../staff/permissions";

/** What every back-office operation receives besides its input: the bindings and who acts. */
export interface OperationContext {
  db: Database;
  env: Env;
  config: AppConfig;
  /** The acting member as audit rows record them (id, address, browser). */
  actor: Actor;
  /** The same member with their permissions: some answers depend on what they may see. */
  admin: StaffIdentity;
  /** The hash of the member's current session: their own session list marks it, a password change keeps it. */
  sessionHash: string | null;
}

type Ids = Record<string, z.ZodType>;
type Parsed<T extends Ids> = { [K in keyof T]: z.output<T[K]> };

/**
 * One thing staff can do, declared once in its domain: the access it needs, the records it acts on
 * (their ids), its fields (the shared zod schema) and the service call. The JSON API's routes and
 * the back office's intent actions are both built from these (marked by worker/web/guards/operations.server.ts), so a
 * permission can never disagree between the two. No HTTP and no words for people in here: `run`
 * returns data or throws a domain error.
 */
export interface Operation<Input = never, Output = unknown> {
  access: Access;
  /** The ids of the records it acts on; the API's path parameters carry them. */
  target?: Ids;
  /** Its fields: the API's JSON body, or the query string of a read. */
  input?: z.ZodType;
  run(context: OperationContext, input: Input): Promise<Output>;
}

/** The input an operation's run takes: its target ids and its fields. */
export type InputOf<Op> = Op extends Operation<infer Input, unknown> ? Input : never;

type Fields<I> = I extends z.ZodType ? z.output<I> : unknown;

/** Declares an operation, typing `run`'s input from the target and input schemas. */
export function operation<
  O,
  T extends Ids = Record<never, z.ZodType>,
  I extends z.ZodType | undefined = undefined,
>(declaration: {
  access: Access;
  target?: T;
  input?: I;
  run(context: OperationContext, input: Parsed<T> & Fields<I>): Promise<O> | O;
}): Operation<Parsed<T> & Fields<I>, O> {
  const { run } = declaration;
  return {
    ...declaration,
    input: declaration.input ?? undefined,
    run: async (context, input) => run(context, input),
  };
}
