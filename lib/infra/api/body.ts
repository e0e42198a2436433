import "server-only";
import { AppError } from "@/lib/infra/errors";
import { refuseNul } from "./input";

/** JSON bodies of our API: the largest (a profile or a saved search) is a few KB. */
export const MAX_JSON_BYTES = 256 * 1024;

/**
 * The body as text, read chunk by chunk and refused with 413 past `maxBytes` (also when a
 * declared Content-Length is larger, before anything is read): no body is buffered whole.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new AppError("payload_too_large", `The request body must be at most ${maxBytes} bytes.`);
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) {
    await req.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The request's JSON body, or a 400 (413 above MAX_JSON_BYTES). Requiring the JSON content type also keeps other sites'
 * plain HTML forms (which cannot send it) from posting to our endpoints. A NUL in any string
 * answers 400 too (lib/infra/api/input.ts).
 */
export async function readJson(req: Request): Promise<unknown> {
  requireJsonType(req);
  return parseJson(await readBodyText(req, MAX_JSON_BYTES));
}

/**
 * For a route whose body is optional (the seller's own archive sends none): an empty body,
 * with or without a Content-Type, is `{}`; anything else is read as readJson reads it.
 */
export async function readOptionalJson(req: Request): Promise<unknown> {
  const text = await readBodyText(req, MAX_JSON_BYTES);
  if (text.trim() === "") return {};
  requireJsonType(req);
  return parseJson(text);
}

/** A 400 unless the request says its body is JSON (parameters such as charset allowed). */
function requireJsonType(req: Request): void {
  const type = req.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (type !== "application/json")
    throw new AppError("bad_request.json", "Content-Type must be application/json");
}

function parseJson(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
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
  const text = await readBodyText(req, MAX_JSON_BYTES);
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
