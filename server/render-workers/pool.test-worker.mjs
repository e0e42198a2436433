// The stand-in for Next in pool.test.ts's render worker: its answers invalidate page tags the way
// the writers' effects do (through the page cache on the global), at the moments the test names.
import { getPageCache } from "../page-cache/page-cache.mjs";
import { installRelayedPageCache, serveRenderWorker } from "./channel.mjs";

installRelayedPageCache();

const socketPath = /** @type {string} */ (process.env.VOZOVNA_WORKER_SOCKET);
serveRenderWorker({
  socketPath,
  handle: async (req, res) => {
    const url = new URL(req.url ?? "/", "http://worker");
    const tag = url.searchParams.get("tag") ?? "";
    const cache = /** @type {import("../page-cache/page-cache.mjs").PageCache} */ (getPageCache());
    // a big invalidation (a bulk action's, an import's): the IPC channel is busy for a while
    // after it, while the answer's few bytes on the socket are not
    const invalidate = (/** @type {string} */ tag) =>
      cache.invalidate([...Array.from({ length: 20_000 }, (_, i) => `ad:${1_000_000 + i}`), tag]);
    switch (url.pathname) {
      case "/write": // a write whose effects run before the answer (an API route)
        invalidate(tag);
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("written");
        return;
      case "/stream": // the head is out before the write's effects, the end after them
        res.writeHead(200, { "content-type": "text/plain" });
        res.write("begun ");
        await new Promise((resolve) => setTimeout(resolve, 5));
        invalidate(tag);
        res.end("written");
        return;
      case "/job": // work outside a request: the answer first, the invalidation later
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("queued");
        setTimeout(() => invalidate(tag), 20);
        return;
      case "/exit":
        process.exit(1);
    }
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(`${req.method} ${url.pathname}`);
  },
});
