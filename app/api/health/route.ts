// GET /api/health/ – is this instance ready to serve: its database answers and its search index
// is loaded. For the load balancer and the cluster script (README "Production layout"): 200 when
// ready, 503 with the reason otherwise. Names no data beyond counts.
import { getPageCache } from "@/server/page-cache/page-cache.mjs";
import { rawQuery } from "@/lib/infra/db/client";
import { workerId } from "@/lib/infra/jobs/liveness";
import { searchIndexHealth } from "@/lib/search/live-index";

export const dynamic = "force-dynamic";

/** A database that does not answer within this is as good as down for a user's request. */
const DB_TIMEOUT_MS = 2000;

async function databaseAnswers(): Promise<"ok" | string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      rawQuery("SELECT 1"),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${DB_TIMEOUT_MS} ms`)),
          DB_TIMEOUT_MS,
        );
      }),
    ]);
    return "ok";
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}

export async function GET() {
  const database = await databaseAnswers();
  const index = searchIndexHealth();
  const cache = getPageCache();
  const ready = database === "ok" && (index.state === "ready" || index.state === "off");
  return Response.json(
    {
      status: ready ? "ok" : "unavailable",
      instance: workerId(),
      database,
      index,
      pageCache: cache ? { pages: cache.size, bytes: cache.bytes } : "off",
    },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
