/** @jest-environment node */
import { AppError } from "@/lib/infra/errors";
import { parseMultipart, readMultipart, type MultipartLimits } from "./multipart";

const LIMITS: MultipartLimits = {
  maxFileBytes: 1024,
  maxFiles: 2,
  maxFields: 3,
  maxFieldBytes: 64,
};
const CHUNK = 16 * 1024;

/** A body source that counts what was pulled from it and whether it was cancelled. */
function source(size: number, chunkAt: (offset: number, length: number) => Uint8Array) {
  const stats = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled >= size) return controller.close();
        const part = chunkAt(stats.pulled, Math.min(CHUNK, size - stats.pulled));
        stats.pulled += part.byteLength;
        controller.enqueue(part);
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}

const bytesSource = (bytes: Uint8Array) =>
  source(bytes.byteLength, (at, n) => bytes.slice(at, at + n));

function request(
  type: string,
  body: ReadableStream<Uint8Array> | null,
  headers: Record<string, string> = {},
) {
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": type, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/** The multipart encoding of `form`, as a browser would send it. */
async function encode(form: FormData) {
  const r = new Request("http://localhost/", { method: "POST", body: form });
  return { type: r.headers.get("content-type")!, bytes: new Uint8Array(await r.arrayBuffer()) };
}

function formOf(
  fields: Record<string, string>,
  files: { field?: string; name: string; data: Uint8Array | string }[] = [],
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files)
    f.append(
      file.field ?? "file",
      new File([file.data as BlobPart], file.name, { type: "image/png" }),
    );
  return f;
}

async function parse(form: FormData, limits = LIMITS) {
  const { type, bytes } = await encode(form);
  const { stream, stats } = bytesSource(bytes);
  const result = await readMultipart(request(type, stream), limits).catch((e: unknown) => e);
  return { result, stats, size: bytes.byteLength };
}

const refusal = (e: unknown) => {
  expect(e).toBeInstanceOf(AppError);
  const err = e as AppError;
  return { status: err.status, limit: err.extra?.limit, message: err.message, fields: err.fields };
};

describe("readMultipart", () => {
  it("returns the text fields and the files with their names and types", async () => {
    const { result } = await parse(
      formOf({ a: "1", b: "žluťoučký" }, [{ name: "x.png", data: "abc" }]),
    );
    expect(result).toEqual({
      fields: { a: "1", b: "žluťoučký" },
      files: [
        { field: "file", filename: "x.png", mimeType: "image/png", data: Buffer.from("abc") },
      ],
    });
  });

  it("refuses a file over maxFileBytes with 413 and stops reading", async () => {
    const form = formOf({}, [{ name: "x.png", data: new Uint8Array(200_000) }]);
    const { result, stats, size } = await parse(form, { ...LIMITS, maxTotalBytes: 10_000_000 });
    expect(refusal(result)).toMatchObject({ status: 413, limit: "fileBytes" });
    expect(stats.cancelled).toBe(true);
    expect(stats.pulled).toBeLessThan(size);
  });

  it("refuses more than maxFiles files", async () => {
    const files = [1, 2, 3].map((n) => ({ name: `${n}.png`, data: "x" }));
    expect(refusal((await parse(formOf({}, files))).result)).toMatchObject({
      status: 413,
      limit: "files",
    });
  });

  it("refuses more than maxFields fields, and a field over maxFieldBytes", async () => {
    expect(refusal((await parse(formOf({ a: "", b: "", c: "", d: "" }))).result)).toMatchObject({
      status: 413,
      limit: "fields",
    });
    expect(refusal((await parse(formOf({ a: "x".repeat(65) }))).result)).toMatchObject({
      status: 413,
      limit: "fieldBytes",
    });
    expect((await parse(formOf({ a: "x".repeat(64) }))).result).toEqual({
      fields: { a: "x".repeat(64) },
      files: [],
    });
  });

  it("stops a chunked body without Content-Length at maxTotalBytes, far before its end", async () => {
    const boundary = "----vz";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n`,
    );
    const size = 300 * 1024 * 1024; // never produced: the source makes each chunk on demand
    const { stream, stats } = source(size, (at, n) =>
      at === 0 ? head : new Uint8Array(n).fill(120),
    );
    const limits = { ...LIMITS, maxFieldBytes: 10_000_000, maxTotalBytes: 1024 * 1024 };
    const err = await readMultipart(
      request(`multipart/form-data; boundary=${boundary}`, stream),
      limits,
    ).catch((e) => e);
    expect(refusal(err)).toMatchObject({
      status: 413,
      limit: "totalBytes",
      message: "The upload must be at most 1 MB.",
    });
    expect(stats.cancelled).toBe(true);
    expect(stats.pulled).toBeLessThanOrEqual(1024 * 1024 + CHUNK);
  });

  it("refuses a declared Content-Length over the total before reading anything", async () => {
    const { type, bytes } = await encode(formOf({ a: "1" }));
    const { stream, stats } = bytesSource(bytes);
    const err = await readMultipart(
      request(type, stream, { "content-length": String(10 ** 9) }),
      LIMITS,
    ).catch((e) => e);
    expect(refusal(err)).toMatchObject({ status: 413, limit: "totalBytes" });
    expect(stats.pulled).toBe(0);
    expect(stats.cancelled).toBe(true);
  });

  it("answers 400 for another content type, a missing boundary and a cut-off body", async () => {
    const { type, bytes } = await encode(
      formOf({ a: "1" }, [{ name: "x.png", data: "x".repeat(500) }]),
    );
    const cases = [
      request("application/json", bytesSource(bytes).stream),
      request("application/x-www-form-urlencoded", bytesSource(bytes).stream),
      request("multipart/form-data", bytesSource(bytes).stream),
      request(type, bytesSource(bytes.slice(0, bytes.byteLength - 40)).stream),
      request(type, bytesSource(bytes.slice(0, bytes.byteLength - 300)).stream),
      request(type, null),
    ];
    for (const req of cases)
      expect(refusal(await readMultipart(req, LIMITS).catch((e) => e)).status).toBe(400);
  });

  it("lets the caller word a broken limit", async () => {
    const error = () => new AppError("bad_request", "Only one.", { file: "form.errors.one" });
    const files = [1, 2].map((n) => ({ name: `${n}.png`, data: "x" }));
    const { result } = await parse(formOf({}, files), { ...LIMITS, maxFiles: 1, error });
    expect(refusal(result)).toMatchObject({ status: 400, fields: { file: "form.errors.one" } });
  });
});

describe("parseMultipart", () => {
  it("hands each file to the sink as a stream", async () => {
    const { type, bytes } = await encode(
      formOf({ a: "1" }, [
        { name: "x.png", data: "abc" },
        { name: "y.png", data: "de" },
      ]),
    );
    const sizes = await parseMultipart(
      request(type, bytesSource(bytes).stream),
      LIMITS,
      async ({ filename, stream }) => {
        let n = 0;
        for await (const chunk of stream) n += (chunk as Buffer).length;
        return `${filename}:${n}`;
      },
    );
    expect(sizes).toEqual({ fields: { a: "1" }, files: ["x.png:3", "y.png:2"] });
  });

  it("answers the sink's own error", async () => {
    const { type, bytes } = await encode(formOf({}, [{ name: "x.png", data: "abc" }]));
    const err = await parseMultipart(request(type, bytesSource(bytes).stream), LIMITS, async () => {
      throw new AppError("bad_request", "Not a photo.");
    }).catch((e) => e);
    expect(refusal(err)).toMatchObject({ status: 400, message: "Not a photo." });
  });
});
