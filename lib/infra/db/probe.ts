import "server-only";
import { rawQuery } from "./client";

/**
 * Throws the driver's own error when the database is out of reach, so the API answers 503
 * (lib/infra/api/handler.ts) where better-auth would hide the outage behind its generic 500.
 */
export async function probeDatabase(): Promise<void> {
  await rawQuery("SELECT 1");
}
