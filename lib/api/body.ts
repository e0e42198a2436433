import "server-only";
import { AppError } from "./errors";
import { refuseNul } from "./input";

/**
 * The request's JSON body, or a 400. Requiring the JSON content type also keeps other sites'
 * plain HTML forms (which cannot send it) from posting to our endpoints. A NUL in any string
 * answers 400 too (lib/api/input.ts).
 */
export async function readJson(req: Request): Promise<unknown> {
  const type = req.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (type !== "application/json")
    throw new AppError("bad_request.json", "Content-Type must be application/json");
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError("bad_request.json", "Invalid JSON body");
  }
  return refuseNul(body);
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * For handlers we do not write (better-auth's): a JSON body that does not parse answers 400
 * here. better-call's own check tells a parse error by `instanceof SyntaxError`, which fails for
 * an error from another realm (jest's VM) and then answers 500. Returns the
 * same request with its body re-attached (it had to be read to be checked).
 */
export async function parsableJsonRequest(req: Request): Promise<Request> {
  if (!req.body || !JSON_TYPE.test(req.headers.get("content-type") ?? "")) return req;
  const text = await req.text();
  try {
    JSON.parse(text);
  } catch {
    throw new AppError("bad_request.json", "Invalid JSON body");
  }
  return new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: text,
    signal: req.signal,
  });
}
