// /api/auth/* – better-auth's own endpoints (sign-up, sign-in, e-mail verification, password reset)
import { toNextJsHandler } from "better-auth/next-js";
import { parsableJsonRequest } from "@/lib/infra/api/body";
import { errorResponse } from "@/lib/infra/api/handler";
import { getAuth } from "@/lib/auth/auth";
import { migrateDb } from "@/lib/infra/db/migrate";
import { probeDatabase } from "@/lib/infra/db/probe";
import { stampedRequest } from "@/lib/auth/route-headers";
import { clientIp } from "@/lib/infra/http/client-address";
import { requestOrigin } from "@/lib/infra/http/request-origin";

export const dynamic = "force-dynamic";

export const { GET, POST } = toNextJsHandler(async (req: Request) => {
  try {
    const checked = await parsableJsonRequest(req);
    await migrateDb();
    // better-auth's limiter keys on our client address, never a client's claim, and its Origin
    // check trusts the origin this request reached us at (X-Forwarded-* only from a trusted proxy).
    const stamped = stampedRequest(checked, {
      clientAddress: clientIp(req),
      origin: requestOrigin(req),
    });
    const res = await getAuth().handler(stamped);
    // better-auth wraps some driver errors in its own 500: an outage answers 503 instead.
    if (res.status >= 500) await probeDatabase();
    // better-auth's limiter only says X-Retry-After; browsers and proxies read Retry-After.
    if (res.status === 429 && !res.headers.has("retry-after")) {
      res.headers.set("Retry-After", res.headers.get("x-retry-after") ?? "60");
    }
    return res;
  } catch (err) {
    return errorResponse(err);
  }
});
