// GET /media/... – stored photos (local files or the S3 bucket, ARCHITECTURE.md §2); generated demo and
// registry pictures are local files on every instance
import { AppError } from "@/lib/infra/errors";
import { readUpload } from "@/lib/media/local";
import { IMMUTABLE } from "@/lib/media/http.mjs";
import { getStorage } from "@/lib/media/storage";

export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const segments = (await ctx.params).path;
  const storage = getStorage();
  const file =
    (storage.kind === "s3" ? await storage.get(segments.join("/")) : null) ??
    (await readUpload(segments));
  if (!file) return Response.json(new AppError("not_found", "Not found").toJSON(), { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      // Stored photos never change: a new upload gets a new key.
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
