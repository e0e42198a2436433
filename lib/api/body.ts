import "server-only";
import { AppError } from "./errors";

/**
 * The request's JSON body, or a 400. Requiring the JSON content type also keeps other sites'
 * plain HTML forms (which cannot send it) from posting to our endpoints.
 */
export async function readJson(req: Request): Promise<unknown> {
  const type = req.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (type !== "application/json") throw new AppError("bad_request", "Content-Type must be application/json");
  try {
    return await req.json();
  } catch {
    throw new AppError("bad_request", "Invalid JSON body");
  }
}
