import "server-only";
import { AppError } from "./errors";

/** The request's JSON body, or a 400 when it is not JSON. Validate the result with a schema. */
export async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError("bad_request", "Invalid JSON body");
  }
}
