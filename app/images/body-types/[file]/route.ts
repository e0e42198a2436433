// GET /images/body-types/{BODY_TYPE}.svg – sample picture of one of the 13 body types
import { AppError } from "@/lib/infra/errors";
import { cacheable } from "@/lib/infra/api/etag";
import { route } from "@/lib/infra/api/handler";
import {
  bodyTypeImageSvg,
  IMAGE_CACHE,
  parseBodyType,
  stripExtension,
  SVG_HEADERS,
} from "@/lib/registry/images";

export const dynamic = "force-dynamic";

export const GET = route<{ file: string }>(async (req, { params }) => {
  const name = stripExtension(params.file, "svg");
  const bodyType = name ? parseBodyType(name) : null;
  if (!bodyType) throw new AppError("not_found", `Unknown body type: ${params.file}`);
  return cacheable(req, bodyTypeImageSvg(bodyType), {
    type: "image/svg+xml",
    cacheControl: IMAGE_CACHE,
    extraHeaders: SVG_HEADERS,
  });
});
