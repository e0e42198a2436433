import "server-only";
import type { Readable } from "node:stream";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import { AppError } from "@/lib/infra/errors";

// Streamed multipart/form-data with limits (ARCHITECTURE.md §4.12). `req.formData()` reads the whole
// body before any rule can look at it, so a chunked body without Content-Length used to be
// buffered in full; here the body is read chunk by chunk and reading stops at the first broken
// limit, so memory stays within the limits whatever the client sends.

export interface MultipartLimits {
  /** Largest accepted file, in bytes. */
  maxFileBytes: number;
  /** Most files in one request. */
  maxFiles: number;
  /** Most text fields (default 20). */
  maxFields?: number;
  /** Largest text field value, in bytes (default 8 KiB). */
  maxFieldBytes?: number;
  /** Whole body with boundaries and part headers; defaults to the sum of the limits above. */
  maxTotalBytes?: number;
  /** The route's own error for a broken limit (its message, form field keys); the generic one otherwise. */
  error?: (breach: MultipartBreach) => AppError | undefined;
}

export interface MultipartBreach {
  limit: "fileBytes" | "files" | "fields" | "fieldBytes" | "totalBytes";
  field?: string;
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** A file part as it arrives: the sink must consume (or fail on) `stream`. */
export interface FilePart {
  field: string;
  filename: string;
  mimeType: string;
  stream: Readable;
}
export type FileSink<T> = (part: FilePart) => Promise<T>;

const DEFAULT_FIELDS = 20;
const DEFAULT_FIELD_BYTES = 8 * 1024;
/** Room for a part's boundary and headers when the total is derived from the other limits. */
const PART_OVERHEAD = 1024;
const MAX_PART_HEADER_BYTES = 8 * 1024;

/** The whole-body cap a set of limits allows. */
export function maxTotalBytes(limits: MultipartLimits): number {
  const fields = limits.maxFields ?? DEFAULT_FIELDS;
  const fieldBytes = limits.maxFieldBytes ?? DEFAULT_FIELD_BYTES;
  return (
    limits.maxTotalBytes ??
    limits.maxFiles * (limits.maxFileBytes + PART_OVERHEAD) + fields * (fieldBytes + PART_OVERHEAD)
  );
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function genericError({ limit, field }: MultipartBreach, limits: MultipartLimits): AppError {
  const message = {
    fileBytes: `Each file must be at most ${mb(limits.maxFileBytes)} MB.`,
    files: `Send at most ${limits.maxFiles} files.`,
    fields: "The form has too many fields.",
    fieldBytes: "A form field is too long.",
    totalBytes: `The upload must be at most ${mb(maxTotalBytes(limits))} MB.`,
  }[limit];
  return new AppError("payload_too_large.upload", message, undefined, {
    limit,
    ...(field ? { field } : {}),
  });
}

const breachError = (breach: MultipartBreach, limits: MultipartLimits) =>
  limits.error?.(breach) ?? genericError(breach, limits);

const malformed = () =>
  new AppError("bad_request.multipart", "Send the form as multipart/form-data.");

/** Keeps every file in memory: only for small limits (maxFiles × maxFileBytes is what it may hold). */
const bufferFile: FileSink<UploadedFile> = ({ stream, ...info }) =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve({ ...info, data: Buffer.concat(chunks) }));
    stream.on("error", reject);
  });

/** Reads a multipart form with its files as Buffers (avatars and other small uploads). */
export async function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  return parseMultipart(req, limits, bufferFile);
}

/**
 * Reads a multipart form, handing each file to `sink` as a stream (large uploads write it to
 * disk or pipe it into sharp instead of holding it). Answers 413 for a declared Content-Length
 * over the total before reading anything, and for any broken limit while reading, at which
 * point the body is cancelled; 400 for another content type or broken multipart.
 */
export async function parseMultipart<T>(req: Request, limits: MultipartLimits, sink: FileSink<T>) {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw malformed();
  const total = maxTotalBytes(limits);
  if (Number(req.headers.get("content-length") ?? 0) > total) {
    await req.body?.cancel().catch(() => {});
    throw breachError({ limit: "totalBytes" }, limits);
  }
  const run = new Run();
  let bb: BusboyInstance;
  try {
    bb = Busboy({
      headers: { "content-type": type },
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: limits.maxFields ?? DEFAULT_FIELDS,
        fieldSize: limits.maxFieldBytes ?? DEFAULT_FIELD_BYTES,
        headerSize: MAX_PART_HEADER_BYTES,
      },
    });
  } catch {
    throw malformed();
  }
  const fields = new Map<string, string>();
  const files: Promise<T>[] = [];
  const fail = (breach: MultipartBreach) => run.fail(breachError(breach, limits));
  bb.on("field", (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) fail({ limit: "fieldBytes", field: name });
    else fields.set(name, value);
  });
  bb.on("file", (field, stream, filename, _encoding, mimeType) => {
    // Busboy fails the file stream when the body ends inside it: the client's fault, not a 500.
    // Heard before the sink's own listener, so that error stays the sink's.
    stream.on("error", (err) => run.fail(err instanceof AppError ? err : malformed()));
    if (run.error) return void stream.resume();
    stream.on("limit", () => {
      const err = breachError({ limit: "fileBytes", field }, limits);
      run.fail(err);
      stream.destroy(err);
    });
    const done = sink({ field, filename: filename ?? "", mimeType, stream });
    done.catch((err) => run.fail(err));
    files.push(done);
  });
  bb.on("filesLimit", () => fail({ limit: "files" }));
  bb.on("fieldsLimit", () => fail({ limit: "fields" }));
  bb.on("error", () => run.fail(malformed()));
  const finished = new Promise<void>((resolve) => bb.on("finish", resolve));

  await feed(req.body, bb, total, run, () => fail({ limit: "totalBytes" }));
  if (!run.error) bb.end();
  await Promise.race([finished, run.stopped]);
  if (run.error) throw run.error;
  return { fields: Object.fromEntries(fields), files: await Promise.all(files) };
}

/** The first error of one parse; `stopped` settles when there is one, so no wait outlives it. */
class Run {
  error: unknown = null;
  private stop!: () => void;
  readonly stopped = new Promise<void>((resolve) => (this.stop = resolve));
  fail(err: unknown) {
    if (this.error) return;
    this.error = err;
    this.stop();
  }
}

/** Pumps the body into busboy with backpressure; cancels it at the total limit or the first error. */
async function feed(
  body: ReadableStream<Uint8Array> | null,
  bb: BusboyInstance,
  total: number,
  run: Run,
  tooLarge: () => void,
) {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (!run.error) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > total) tooLarge();
      else if (!bb.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength))) {
        await Promise.race([new Promise((resolve) => bb.once("drain", resolve)), run.stopped]);
      }
    }
  } catch {
    run.fail(malformed()); // the client went away or the body stream broke
  }
  await reader.cancel().catch(() => {});
}
