// The production server (npm start, npm run serve): Next's request handler behind our own
// http.Server, for what `next start` cannot do.
// 1. It listens on HOSTNAME while Next itself is given no hostname. Given one, Next builds the
//    proxy's locale rewrite on "localhost" but compares it with HOSTNAME, takes it for an external
//    URL, and every unprefixed page redirected to itself (vercel/next.js#94745, STACK.md §1).
// 2. It stamps each request with its socket's peer address, which Next does not pass on (it only
//    fills X-Forwarded-For when the client sent none); lib/http/client-address.ts decides the
//    client's address from it and TRUST_PROXY.
// 3. A path with broken percent-encoding becomes an ordinary unknown path (Next answers it with a
//    bare 500), and a request head over Node's limit gets 431 (400 for broken syntax), not a reset.
// Plain JavaScript: no TypeScript hook is loaded, so Next's modules load exactly as under `next start`.
import http from "node:http";
import next from "next";
import { repairRequestUrl } from "../lib/http/request-url.mjs";

const SOCKET_ADDRESS_HEADER = "x-vozovna-socket-address"; // lib/http/client-address.ts
const port = Number(process.env.PORT || 3000);
const host = process.env.HOSTNAME || undefined;

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  req.url = repairRequestUrl(req.url ?? "/");
  handle(req, res).catch((err) => {
    console.error("[server] unhandled request error:", err);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end();
  });
});

server.on("clientError", (err, socket) => {
  if (!socket.writable || err.code === "ECONNRESET") return socket.destroy();
  const status =
    err.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, host, () => {
  const shown =
    !host || host === "0.0.0.0" || host === "::"
      ? "localhost"
      : host.includes(":")
        ? `[${host}]`
        : host;
  console.log(
    `Vozovna is listening on http://${shown}:${port} (${host ? `HOSTNAME=${host}` : "every interface"})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    // Open keep-alive connections would hold the close; the process ends here either way.
    setTimeout(() => process.exit(0), 500).unref();
    Promise.resolve(app.close?.()).finally(() => process.exit(0));
  });
}
