// GET /api/ads/cars/{id}/ – one car ad (public fields); 404 missing or deleted, 410 archived with similar ads
// PATCH /api/ads/cars/{id}/ – its seller (or an admin) edits it: JSON fields, or multipart photos
// DELETE /api/ads/cars/{id}/ – its seller (or an admin) deletes it; every read answers 404 afterwards
import type { NextRequest } from "next/server";
import { route } from "@/lib/infra/api/handler";
import { readJson } from "@/lib/infra/api/body";
import { parseMultipart } from "@/lib/infra/api/multipart";
import { requireId } from "@/lib/infra/api/params";
import { spoolToDisk } from "@/lib/infra/api/spool";
import { getPublicCarAd } from "@/lib/ads/detail";
import { editAd, readManagedAd } from "@/lib/ads/edit";
import { EDIT_UPLOAD, editAdPhotos } from "@/lib/ads/edit-photos";
import { deleteAd } from "@/lib/ads/mutations";
import { adPatchSchema } from "@/lib/ads/schemas";

export const dynamic = "force-dynamic";

type Params = { id: string };

export const GET = route<Params>(async (_req, { params }) =>
  getPublicCarAd(requireId(params.id, "Ad")),
);

const patchFields = route<Params>(
  { auth: "required", rateLimit: { name: "ad-edit", points: 120, duration: 3600, by: "user" } },
  async (req, { params, session }) => {
    const id = requireId(params.id, "Ad");
    const patch = adPatchSchema.parse(await readJson(req));
    return editAd({ id, actor: session.user, patch });
  },
);

const patchPhotos = route<Params>(
  { auth: "required", rateLimit: { name: "ad-photos", points: 30, duration: 3600, by: "user" } },
  async (req, { params, session }) => {
    const id = requireId(params.id, "Ad");
    await readManagedAd(id, session.user); // 404/403 before the body is read
    const spool = spoolToDisk();
    try {
      const { fields, files } = await parseMultipart(req, EDIT_UPLOAD, spool.sink);
      return await editAdPhotos({ id, actor: session.user, fields, files });
    } finally {
      await spool.cleanup();
    }
  },
);

export const PATCH = (req: NextRequest, ctx: { params: Promise<Params> }) =>
  /^multipart\//i.test(req.headers.get("content-type") ?? "")
    ? patchPhotos(req, ctx)
    : patchFields(req, ctx);

export const DELETE = route<Params>(
  { auth: "required", rateLimit: { name: "ad-delete", points: 30, duration: 60, by: "user" } },
  async (_req, { params, session }) =>
    deleteAd({ id: requireId(params.id, "Ad"), actor: session.user }),
);
