import { z } from "zod";

// Zod probes `new Function("")` when an object schema is created, to compile fast parsers. Our CSP
// forbids eval, so the probe shows up as a CSP violation in the browser (and costs Lighthouse's
// best-practices score). Schema modules import `z` from here so this runs before any schema exists.
z.config({ jitless: true });

export { z };
