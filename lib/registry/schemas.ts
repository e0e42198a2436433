// Query of the registry list calls (?popular=true). Client-safe. Like the search filters, a
// malformed value falls back to its default instead of failing the call.
import { z } from "zod";

const TRUE = new Set(["true", "1", "yes"]);

export const registryListQuerySchema = z.object({
  popular: z
    .string()
    .optional()
    .transform((v) => TRUE.has((v ?? "").toLowerCase()))
    .catch(false),
});
export type RegistryListQuery = z.infer<typeof registryListQuerySchema>;

export const parseRegistryListQuery = (params: URLSearchParams): RegistryListQuery =>
  registryListQuerySchema.parse({ popular: params.get("popular") ?? undefined });

export const variantsQuerySchema = z.object({
  gen_id: z.coerce.number().int().positive().optional().catch(undefined),
});

export const parseVariantsQuery = (params: URLSearchParams) =>
  variantsQuerySchema.parse({ gen_id: params.get("gen_id") || undefined });
