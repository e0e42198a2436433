// GET /media/... – uploaded photos from the local storage (embedded default, DESIGN.md §2)
import { AppError } from "@/lib/api/errors";
import { readUpload } from "@/lib/media/local";

export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const file = await readUpload((await ctx.params).path);
  if (!file) return Response.json(new AppError("not_found", "Not found").toJSON(), { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      // Stored photos never change: a new upload gets a new key.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
