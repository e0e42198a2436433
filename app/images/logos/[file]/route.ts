// GET /images/logos/{make}.svg – a make's logo, by slug or name ("skoda", "Skoda", "Land Rover")
import { AppError } from "@/lib/infra/errors";
import { cacheable } from "@/lib/infra/api/etag";
import { route } from "@/lib/infra/api/handler";
import { IMAGE_CACHE, SVG_HEADERS, stripExtension } from "@/lib/registry/images";
import { makeLogoSvg } from "@/lib/registry/logos";
import { findMake } from "@/lib/registry/queries";

export const dynamic = "force-dynamic";

export const GET = route<{ file: string }>(async (req, { params }) => {
  const name = stripExtension(params.file, "svg");
  const make = name ? await findMake(name) : null;
  if (!make) throw new AppError("not_found", `Unknown make: ${params.file}`);
  const { svg } = await makeLogoSvg(make);
  return cacheable(req, svg, {
    type: "image/svg+xml",
    cacheControl: IMAGE_CACHE,
    extraHeaders: SVG_HEADERS,
  });
});
