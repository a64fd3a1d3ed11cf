// The soak's result as a Markdown table (printed, and kept in .tmp/soak-result.md for
// docs/reliability.md).

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function report({
  minutes,
  visitors,
  stats,
  memory,
  paid,
  undelivered,
  mismatches,
  customers,
  rooms,
}) {
  const rows = [...stats.byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, entry]) => {
      const sorted = [...entry.times].sort((x, y) => x - y);
      return `| ${kind} | ${entry.count} | ${entry.errors} | ${Math.round(percentile(sorted, 50))} | ${Math.round(percentile(sorted, 99))} |`;
    });
  const requests = [...stats.byKind.values()].reduce((sum, e) => sum + e.count, 0);
  const paidByKind = new Map();
  for (const p of paid) paidByKind.set(p.kind, (paidByKind.get(p.kind) ?? 0) + 1);
  const byKindPaid = [...paidByKind].map(([kind, n]) => `${n} ${kind}`).join(", ");
  const passed = stats.errorCount === 0 && undelivered.length === 0 && mismatches.length === 0;
  const lines = [
    `Soak of ${minutes} min, ${visitors} visitors and a staff member, ${new Date().toISOString().slice(0, 16)}Z: ${passed ? "passed" : "FAILED"}`,
    "",
    "| Kind | Requests | Errors | p50 ms | p99 ms |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    `- ${requests} requests, ${stats.errorCount} unexpected answers; ${customers} customers signed up, ${rooms} chat rooms.`,
    `- Orders paid: ${paid.length} (${byKindPaid || "none"}); delivered: ${paid.length - undelivered.length}${undelivered.length ? `; NOT delivered: ${undelivered.join(", ")}` : ""}.`,
    `- Money and stock: ${mismatches.length ? mismatches.join("; ") : "every order's total is what the Stripe stand-in charged; physical stock went down by what was sold, none left reserved"}.`,
    `- Worker memory (workerd RSS): ${memory.start} MiB at the start, ${memory.end} MiB at the end; the worker's JavaScript heap in use: ${memory.heapStart ?? "not read"} MiB at the start, ${memory.heapEnd ?? "not read"} MiB at the end.`,
  ];
  if (stats.errors.length) {
    lines.push(
      "",
      "First unexpected answers:",
      ...stats.errors.slice(0, 10).map((e) => `- ${JSON.stringify(e)}`),
    );
  }
  return { passed, markdown: `${lines.join("\n")}\n` };
}
