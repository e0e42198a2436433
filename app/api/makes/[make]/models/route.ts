// GET /api/makes/{make}/models/ – a make's models; ?popular=true keeps the popular ones
import { route } from "@/lib/infra/api/handler";
import { cacheableJson } from "@/lib/infra/api/etag";
import { toApiModel } from "@/lib/registry/api";
import { getModels } from "@/lib/registry/queries";
import { parseRegistryListQuery } from "@/lib/registry/schemas";

export const dynamic = "force-dynamic";

export const GET = route<{ make: string }>(async (req, { params }) => {
  const { popular } = parseRegistryListQuery(req.nextUrl.searchParams);
  return cacheableJson(req, (await getModels({ make: params.make, popular })).map(toApiModel));
});
