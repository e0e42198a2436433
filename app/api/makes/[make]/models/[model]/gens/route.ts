// GET /api/makes/{make}/models/{model}/gens/ – a model's generations since 2000
import { route } from "@/lib/infra/api/handler";
import { cacheableJson } from "@/lib/infra/api/etag";
import { toApiGeneration } from "@/lib/registry/api";
import { getGenerations } from "@/lib/registry/queries";

export const dynamic = "force-dynamic";

export const GET = route<{ make: string; model: string }>(async (req, { params }) =>
  cacheableJson(req, (await getGenerations(params)).map(toApiGeneration)),
);
