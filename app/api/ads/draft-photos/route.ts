// GET /api/ads/draft-photos/ – the signed-in user's wizard draft photos, in order
// POST /api/ads/draft-photos/ (multipart, one `image`) – checks, stores and appends one photo
// PUT /api/ads/draft-photos/ ({ ids }) – puts these photos first in this order
import { route } from "@/lib/infra/api/handler";
import { readJson } from "@/lib/infra/api/body";
import {
  addDraftPhoto,
  DRAFT_UPLOAD,
  listDraftPhotos,
  orderDraftPhotos,
} from "@/lib/ads/draft-photos";
import { draftPhotoOrderSchema } from "@/lib/ads/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }) =>
  listDraftPhotos(session.user.id),
);

export const POST = route(
  {
    auth: "required",
    rateLimit: { name: "draft-photo", points: 200, duration: 3600, by: "user" },
    multipart: DRAFT_UPLOAD,
  },
  async (_req, { session, form }) => {
    const { files } = await form();
    const photo = await addDraftPhoto({ userId: session.user.id, files });
    return Response.json(photo, { status: 201 });
  },
);

export const PUT = route(
  {
    auth: "required",
    rateLimit: { name: "draft-photo-order", points: 600, duration: 3600, by: "user" },
  },
  async (req, { session }) => {
    const { ids } = draftPhotoOrderSchema.parse(await readJson(req));
    return orderDraftPhotos({ userId: session.user.id, ids });
  },
);
