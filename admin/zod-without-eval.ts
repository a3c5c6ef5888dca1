/**
 * zod compiles the checks of an object schema with `new Function` when it may, and probes whether
 * it may; the editor's policy forbids it (no 'unsafe-eval'), and the browser reports each refusal.
 * Imported first by whatever brings the schemas into the editor, before any schema is made.
 */
import { z } from "zod";

z.config({ jitless: true });
