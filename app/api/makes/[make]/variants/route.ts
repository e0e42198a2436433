// GET /api/makes/{make}/variants/ – a make's models, each with its variants
import { route } from "@/lib/infra/api/handler";
import { cacheableJson } from "@/lib/infra/api/etag";
import { toApiModelVariants } from "@/lib/registry/api";
import { getModelsWithVariants } from "@/lib/registry/queries";

export const dynamic = "force-dynamic";

export const GET = route<{ make: string }>(async (req, { params }) =>
  cacheableJson(req, (await getModelsWithVariants(params.make)).map(toApiModelVariants)),
);
