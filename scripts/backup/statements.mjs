// `wrangler d1 export` writes each table's CREATE followed by its rows, in name order, so a row can
// come before the table its foreign key names and the import fails ("no such table"). The restore
// replays the same statements in an order that always loads: tables, then rows, then indexes,
// triggers and views (a trigger made before the rows would fire on each of them).

/** The statements of a SQL file, split on semicolons outside strings, identifiers and trigger bodies. */
export function splitStatements(sql) {
  const statements = [];
  let start = 0;
  let quote = null;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "[") quote = "]";
    else if (c === ";") {
      const text = sql.slice(start, i + 1).trim();
      // A trigger's body holds statements of its own: it ends at END;
      if (/^CREATE\s+TRIGGER/i.test(text) && !/\bEND\s*;$/i.test(text)) continue;
      if (text !== ";") statements.push(text);
      start = i + 1;
    }
  }
  const rest = sql.slice(start).trim();
  if (rest) statements.push(rest);
  return statements;
}

const RANK = [
  [/^PRAGMA/i, 0],
  [/^CREATE\s+TABLE/i, 1],
  [/^(INSERT|DELETE|UPDATE)/i, 2],
];

/** The statements in loading order; within a kind, as the export wrote them. */
export function loadingOrder(statements) {
  const rank = (s) => RANK.find(([pattern]) => pattern.test(s))?.[1] ?? 3;
  return statements
    .map((statement, index) => ({ statement, index, rank: rank(statement) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ statement }) => statement);
}
