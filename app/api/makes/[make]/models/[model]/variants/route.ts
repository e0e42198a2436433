// GET /api/makes/{make}/models/{model}/variants/ – a model's variants (?gen_id= narrows to one generation)
import { route } from "@/lib/infra/api/handler";
import { cacheableJson } from "@/lib/infra/api/etag";
import { toApiVariant } from "@/lib/registry/api";
import { getVariants } from "@/lib/registry/queries";
import { parseVariantsQuery } from "@/lib/registry/schemas";

export const dynamic = "force-dynamic";

export const GET = route<{ make: string; model: string }>(async (req, { params }) => {
  const { gen_id } = parseVariantsQuery(req.nextUrl.searchParams);
  return cacheableJson(
    req,
    (await getVariants({ ...params, generationId: gen_id })).map(toApiVariant),
  );
});
