// GET /images/generations/{gen_id}.webp (or without .webp) – the generation's uploaded picture,
// or a generated one (silhouette of its body type, make, name, years)
import { NextResponse } from "next/server";
import { AppError } from "@/lib/infra/errors";
import { cacheable } from "@/lib/infra/api/etag";
import { route } from "@/lib/infra/api/handler";
import { readUpload } from "@/lib/media/local";
import { generatedGenerationImage, IMAGE_CACHE, stripExtension } from "@/lib/registry/images";
import { getGenerationById } from "@/lib/registry/queries";

export const dynamic = "force-dynamic";

export const GET = route<{ file: string }>(async (req, { params }) => {
  const id = stripExtension(params.file, "webp");
  const gen = id && /^\d{1,9}$/.test(id) ? await getGenerationById(Number(id)) : null;
  if (!gen) throw new AppError("not_found", `Unknown generation: ${params.file}`);
  if (gen.uploadedImage?.startsWith("/media/")) {
    const file = await readUpload(gen.uploadedImage.slice("/media/".length).split("/"));
    if (file) return cacheable(req, file.body, { type: file.type, cacheControl: IMAGE_CACHE });
  } else if (gen.uploadedImage) {
    return NextResponse.redirect(new URL(gen.uploadedImage, req.url), { status: 302 });
  }
  const webp = await generatedGenerationImage(gen);
  return cacheable(req, webp, { type: "image/webp", cacheControl: IMAGE_CACHE });
});
