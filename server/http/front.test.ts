/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createFrontHandler } from "./front.mjs";

// The production server's front (server/index.mjs) on a real socket, with a stand-in for Next
// that reads a body the way Next's route handlers do: the Node request becomes a fetch Request's
// body, and a handler that answers early never reads it (401 anonymous) or stops part-way (413).

type Seen = { method?: string; headers: http.IncomingHttpHeaders };
let seen: Seen[] = [];
let server: http.Server;
let base: string;
let connections = 0;

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  seen.push({ method: req.method, headers: { ...req.headers } });
  if (req.method === "POST") {
    const body = new Request("http://x/", {
      method: "POST",
      body: req as never,
      duplex: "half",
    } as RequestInit).body!;
    if (req.url === "/too-large") await body.getReader().read(); // the first chunk only
    res.writeHead(req.url === "/too-large" ? 413 : 401, { "content-type": "application/json" });
    return void res.end('{"code":"unauthorized"}');
  }
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("ok");
}

async function start(trustProxy: number) {
  const front = createFrontHandler({
    serveStatic: async () => false,
    respond: fakeNext,
    trustProxy,
  });
  server = http.createServer(front);
  connections = 0;
  server.on("connection", () => connections++);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
beforeEach(() => (seen = []));
afterEach(() => new Promise((r) => server.close(r)));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reused: boolean;
}
function request(
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: Buffer; agent?: http.Agent } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      base + path,
      { method: o.method ?? "GET", headers: o.headers, agent: o.agent ?? false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            reused: req.reusedSocket,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(o.body);
  });
}

test("TRACE answers 405 with Allow on every path and never reaches Next", async () => {
  await start(0);
  for (const path of ["/", "/api/ads/filter/", "/ads/cars/1", "/_next/static/x.js"]) {
    const res = await request(path, { method: "TRACE" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain("GET");
  }
  expect(seen).toEqual([]);
});

test("without a trusted proxy a client's X-Forwarded-Proto, -Host and -Port never reach Next", async () => {
  await start(0);
  const forged = {
    "x-forwarded-proto": "https",
    "x-forwarded-host": "evil.example",
    "x-forwarded-port": "443",
    forwarded: "proto=https;host=evil.example",
  };
  await request("/", { headers: forged });
  expect(Object.keys(seen[0].headers)).not.toEqual(expect.arrayContaining(["x-forwarded-proto"]));
  for (const name of Object.keys(forged)) expect(seen[0].headers[name]).toBeUndefined();
  expect(seen[0].headers["x-vozovna-socket-address"]).toBe("127.0.0.1");
});

test("behind a trusted proxy they do", async () => {
  await start(1);
  await request("/", {
    headers: { "x-forwarded-proto": "https", "x-forwarded-host": "www.vozovna.cz" },
  });
  expect(seen[0].headers["x-forwarded-proto"]).toBe("https");
  expect(seen[0].headers["x-forwarded-host"]).toBe("www.vozovna.cz");
});

test.each(["/anonymous", "/too-large"])(
  "after an early answer to a 12 MB upload (%s) the same connection serves the next request",
  async (path) => {
    await start(0);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const photo = Buffer.alloc(12 * 1024 * 1024, 1);
      const upload = await request(path, {
        method: "POST",
        body: photo,
        agent,
        headers: { "content-type": "application/octet-stream" },
      });
      expect([401, 413]).toContain(upload.status);
      const next = await request("/", { agent });
      expect(next.status).toBe(200);
      expect(next.body).toBe("ok");
      // on the same connection: the old server left it stuck in the unread body, and the
      // client's next request waited until that connection gave up and it opened another
      expect(connections).toBe(1);
    } finally {
      agent.destroy();
    }
  },
);
