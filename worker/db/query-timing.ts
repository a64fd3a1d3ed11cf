/**
 * Counts and times every D1 round trip of one request, so that each response can say in
 * its `Server-Timing` header how many queries it cost and how long they took. A round trip is one
 * `all`/`first`/`run`/`raw` call or one `batch` (however many statements it holds).
 *
 * The wrapper speaks only the part of the D1 API that drizzle and our code use (`prepare`, `bind`,
 * the four runners, `batch`, `exec`) and hands the real statements to `batch`, which refuses
 * anything else.
 */

/** @testSeam for `tests/integration/query-plans.test.ts` */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

export interface QueryLog {
  /** D1 round trips (a batch is one). */
  count: number;
  /** SQL statements sent (a batch of three is three). */
  statements: number;
  /** Wall time spent waiting for D1, in milliseconds. */
  ms: number;
}

export function newQueryLog(): QueryLog {
  return { count: 0, statements: 0, ms: 0 };
}

type Capture = (query: CapturedQuery) => void;
let capture: Capture | null = null;

/**
 * Tests only: hear every statement sent through any timed binding (EXPLAIN QUERY PLAN test).
 * @testSeam for `tests/integration/query-plans.test.ts`
 */
export function captureQueries(listener: Capture | null): void {
  capture = listener;
}

type D1Like = Pick<D1Database, "prepare" | "batch">;

const REAL = Symbol("real statement");

interface TimedStatement extends D1PreparedStatement {
  [REAL]: D1PreparedStatement;
  [HEARD]: () => void;
}

const HEARD = Symbol("report to the capture");

async function timed<T>(log: QueryLog, statements: number, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    log.count += 1;
    log.statements += statements;
    log.ms += performance.now() - started;
  }
}

function wrapStatement(
  real: D1PreparedStatement,
  sql: string,
  params: unknown[],
  log: QueryLog,
): TimedStatement {
  const heard = () => capture?.({ sql, params });
  const statement = {
    [REAL]: real,
    [HEARD]: heard,
    bind: (...values: unknown[]) => wrapStatement(real.bind(...values), sql, values, log),
    first: (column?: string) => {
      heard();
      // biome-ignore lint/suspicious/noExplicitAny: first() is overloaded on its argument.
      return timed(log, 1, () => (column === undefined ? real.first() : real.first(column as any)));
    },
    all: () => {
      heard();
      return timed(log, 1, () => real.all());
    },
    run: () => {
      heard();
      return timed(log, 1, () => real.run());
    },
    raw: (options?: { columnNames?: boolean }) => {
      heard();
      // biome-ignore lint/suspicious/noExplicitAny: raw() is overloaded on its options.
      return timed(log, 1, () => real.raw(options as any));
    },
  };
  // The object mirrors D1PreparedStatement method by method; its overloads cannot be restated here.
  return statement as unknown as TimedStatement;
}

/** The binding (or a D1 session) as drizzle sees it, counting into `log`. */
export function timedD1<T extends D1Like>(d1: T, log: QueryLog): T {
  const wrapped: D1Like & Partial<Pick<D1Database, "exec">> = {
    prepare: (sql: string) => wrapStatement(d1.prepare(sql), sql, [], log),
    batch: <R = unknown>(statements: D1PreparedStatement[]) => {
      for (const s of statements) (s as Partial<TimedStatement>)[HEARD]?.();
      const real = statements.map((s) => (s as Partial<TimedStatement>)[REAL] ?? s);
      return timed(log, statements.length, () => d1.batch<R>(real));
    },
  };
  if ("exec" in d1 && typeof d1.exec === "function") {
    // A D1 session has no exec(); the check above leaves only the binding, which TypeScript cannot see.
    const exec = (d1 as unknown as D1Database).exec.bind(d1);
    wrapped.exec = (sql: string) => timed(log, 1, () => exec(sql));
  }
  // The wrapper offers what drizzle calls on T (prepare, batch, exec), not T's every member.
  return wrapped as unknown as T;
}

/** `d1;dur=…;desc="N queries"` plus the cache outcome, for the `Server-Timing` header. */
export function serverTiming(log: QueryLog, cache: "HIT" | "MISS" | "BYPASS"): string {
  return [
    `d1;dur=${log.ms.toFixed(1)};desc="${log.count} queries, ${log.statements} statements"`,
    `d1q;desc=${log.count}`,
    `cache;desc=${cache}`,
  ].join(", ");
}
