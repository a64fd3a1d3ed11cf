import { z } from "zod";

// Fields the tabs' intent forms post that the JSON API receives as JSON instead (issue 15).

/** A row's id, posted as a hidden field. */
export const recordId = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`);
