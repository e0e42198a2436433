// POST /api/ads/{id}/messages/ – a message to the ad's seller: signed in, into the thread at once
// (201); signed out, with name and e-mail, waiting for the e-mail's confirmation (202)
import { NextResponse } from "next/server";
import { asLocale } from "@/lib/auth/translate";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { MESSAGE_ROUTE_LIMIT } from "@/lib/messages/limits";
import { sendToAd } from "@/lib/messages/mutations";
import { createPendingMessage } from "@/lib/messages/pending";
import { anonymousMessageSchema, messageSchema } from "@/lib/messages/schemas";
import { pageLocale } from "@/lib/notifications/locale";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "optional", rateLimit: { name: "messages", ...MESSAGE_ROUTE_LIMIT, by: "user" } },
  async (req, { params, session }) => {
    const adId = requireId(params.id, "Ad");
    const json = await readJson(req);
    if (session) {
      const { body } = messageSchema.parse(json);
      const sent = await sendToAd({ senderId: session.user.id, adId, body });
      return NextResponse.json(sent, { status: 201 });
    }
    const input = anonymousMessageSchema.parse(json);
    const pending = await createPendingMessage({
      adId,
      input,
      locale: asLocale(pageLocale(req)),
    });
    return NextResponse.json(pending, { status: 202 });
  },
);
