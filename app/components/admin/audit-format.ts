/** SPEC.md §2: details show username, reason or description from the JSON, else 'N/A'. */
export function auditDetails(details: string): string {
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    for (const key of ["username", "reason", "description"]) {
      const value = parsed[key];
      if (typeof value === "string" && value) return value;
    }
  } catch {
    // fall through
  }
  return "N/A";
}

/** Destructive for DELETE or BAN (UNBAN included, as the spec reads), default for CREATE, else secondary. */
export function auditTone(action: string): "danger" | "primary" | "neutral" {
  if (action.includes("DELETE") || action.includes("BAN")) return "danger";
  if (action.includes("CREATE")) return "primary";
  return "neutral";
}
