// A render worker: Next's request handler on a unix socket, forked by the front (server/index.mjs,
// pool.mjs), which sends it only what it cannot answer itself (page cache misses, the API, the
// routes behind files). ARCHITECTURE.md §7 "Render workers". Plain JavaScript: no TypeScript hook
// is loaded, so Next's modules load exactly as under `next start`.
import next from "next";
import { installRelayedPageCache, serveRenderWorker } from "./channel.mjs";

const socketPath = process.env.VOZOVNA_WORKER_SOCKET;
if (!socketPath || !process.send)
  throw new Error("A render worker is started by server/index.mjs.");

// before Next loads: its modules invalidate the front's cache through this relay
if (process.env.VOZOVNA_PAGE_CACHE === "1") installRelayedPageCache();

const app = next({ dev: false, dir: process.cwd(), port: Number(process.env.PORT || 3000) });
await app.prepare();
const server = serveRenderWorker({ handle: app.getRequestHandler(), socketPath });

// The front stops its workers when it stops, and a worker whose front is gone has nobody to serve.
const stop = () => {
  server.close();
  setTimeout(() => process.exit(0), 500).unref();
  Promise.resolve(app.close?.()).finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", () => {}); // a terminal's Ctrl-C reaches the whole group: the front decides
process.once("disconnect", stop);
