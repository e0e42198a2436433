// GET /api/makes/ – every make of the registry; ?popular=true keeps the popular ones
import { route } from "@/lib/infra/api/handler";
import { cacheableJson } from "@/lib/infra/api/etag";
import { toApiMake } from "@/lib/registry/api";
import { getMakes } from "@/lib/registry/queries";
import { parseRegistryListQuery } from "@/lib/registry/schemas";

export const dynamic = "force-dynamic";

export const GET = route(async (req) =>
  cacheableJson(
    req,
    (await getMakes(parseRegistryListQuery(req.nextUrl.searchParams))).map(toApiMake),
  ),
);
