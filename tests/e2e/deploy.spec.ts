// The production server as a deployer starts it: `npm start` with an explicit HOSTNAME (a
// container or reverse-proxy setup), no proxy in front (TRUST_PROXY=0), and clients that send
// what they like. Each server here is a fresh `npm start` on its own port and data directory.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";

const PAGES = [
  "/",
  "/about",
  "/skoda",
  "/skoda/octavia",
  "/ads/cars/1",
  "/sellers/1",
  "/profile",
  "/accounts/login",
  "/en",
  "/ru/about",
];

interface Answer {
  status: number;
  location?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection, optionally from a chosen local address; no redirects followed. */
function request(
  url: string,
  o: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      { method: o.method ?? "GET", headers: o.headers, localAddress: o.localAddress, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            headers: res.headers,
            body,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(o.body);
  });
}

class Server {
  private child?: ChildProcess;
  private log = "";
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vozovna-deploy-"));
  constructor(
    readonly hostname: string,
    readonly port: number,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.child = spawn(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"],
      {
        env: {
          ...process.env,
          HOSTNAME: this.hostname,
          PORT: String(this.port),
          DATA_DIR: this.dataDir,
          DATABASE_URL: "",
          SITE_URL: "",
          TRUST_PROXY: "0",
          SEED_ADS: "30",
          RUN_JOBS_IN_WEB: "0",
        },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    this.child.stdout!.on("data", (d) => (this.log += d));
    this.child.stderr!.on("data", (d) => (this.log += d));
    for (let i = 0; i < 150; i++) {
      if (this.child.exitCode !== null) throw new Error(`server exited:\n${this.log}`);
      if (
        await request(`${this.base}/api/ads/filter/`).then(
          (r) => r.status === 200,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error(`server on ${this.hostname}:${this.port} did not start:\n${this.log}`);
  }

  output() {
    return this.log;
  }

  stop() {
    if (this.child?.pid) process.kill(-this.child.pid, "SIGTERM");
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

const servers = [new Server("127.0.0.1", 3391), new Server("0.0.0.0", 3392)];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await Promise.all(servers.map((s) => s.start()));
});
test.afterAll(() => servers.forEach((s) => s.stop()));

for (const [i, hostname] of ["127.0.0.1", "0.0.0.0"].entries()) {
  test(`HOSTNAME=${hostname}: every Czech page answers 200, no redirect loop`, async () => {
    const server = servers[i];
    for (const p of PAGES) {
      const res = await request(server.base + p);
      expect(res.status, `${p} → ${res.status} ${res.location ?? ""}`).toBe(200);
    }
    // A trailing slash still redirects once, to a relative location on the same host.
    const slash = await request(`${server.base}/about/`);
    expect(slash.status).toBe(308);
    expect(slash.location).toBe("/about");
  });
}

test("a start reachable from other machines without SITE_URL warns about the links it will write", () => {
  expect(servers[1].output()).toContain("SITE_URL is not set");
  expect(servers[0].output()).not.toContain("SITE_URL is not set");
});

test("broken percent-encoding and NUL bytes in a path get the 404 view or a JSON 4xx, never a 5xx", async () => {
  const { base } = servers[1];
  for (const p of [
    "/sellers/%",
    "/sellers/a%25b",
    "/sellers/%ED%A0%BD",
    "/ads/cars/%",
    "/ads/cars/%ED%A0%BD%ED%B8%80",
    "/en/sellers/%",
  ]) {
    const res = await request(base + p);
    expect(res.status, p).toBe(404);
    expect(res.body, p).toContain("<html");
  }
  for (const p of [
    "/api/ads/cars/%ED%A0%BD%ED%B8%80/",
    "/api/seller-profiles/%/",
    "/api/ads/cars/%00/",
    "/media/%ED%A0%BD",
    "/images/%ED%A0%BD",
    "/sitemaps/ads/%ED%A0%BD.xml",
  ]) {
    const res = await request(base + p);
    expect(res.status, p).toBeGreaterThanOrEqual(400);
    expect(res.status, p).toBeLessThan(500);
  }
});

test("a URL over the header limit answers 431 instead of dropping the connection", async () => {
  const res = await request(`${servers[1].base}/skoda?q=${"a".repeat(20_000)}`);
  expect(res.status).toBe(431);
});

test("forged X-Forwarded-For headers do not lift the sign-in limit; two clients without them have a bucket each", async () => {
  const { base } = servers[1];
  const signIn = (n: number, localAddress: string, forged: boolean) =>
    request(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      localAddress,
      headers: {
        "content-type": "application/json",
        origin: base,
        ...(forged
          ? { "x-forwarded-for": `198.51.100.${n % 250}`, "x-real-ip": `203.0.113.${n % 250}` }
          : {}),
      },
      body: JSON.stringify({ email: `nobody${n}@example.cz`, password: "Password1!" }),
    });
  let limitedAfter = -1;
  for (let n = 0; n < 30 && limitedAfter < 0; n++)
    if ((await signIn(n, "127.0.0.1", true)).status === 429) limitedAfter = n;
  expect(limitedAfter).toBeGreaterThan(0);
  expect(limitedAfter).toBeLessThanOrEqual(10);
  // Another machine (here another loopback address) is not limited by the first one's attempts.
  expect((await signIn(99, "127.0.0.2", false)).status).toBe(401);
});

test("TRACE answers 405 with Allow on pages, the API and files, never 500", async () => {
  const { base } = servers[1];
  for (const p of [
    "/",
    "/ads/cars/1",
    "/en/about",
    "/api/ads/filter/",
    "/robots.txt",
    "/favicon.ico",
  ]) {
    const res = await request(base + p, { method: "TRACE" });
    expect(res.status, p).toBe(405);
    expect(res.headers.allow, p).toContain("GET");
  }
});

test("without a trusted proxy a client's X-Forwarded-Proto: https brings no HSTS or upgrade-insecure-requests", async () => {
  for (const server of servers) {
    for (const p of ["/", "/about", "/accounts/login", "/ads/cars/1"]) {
      const res = await request(server.base + p, { headers: { "x-forwarded-proto": "https" } });
      expect(res.status, p).toBe(200);
      expect(res.headers["strict-transport-security"], p).toBeUndefined();
      expect(res.headers["content-security-policy"], p).not.toContain("upgrade-insecure-requests");
    }
  }
});

test("a 12 MB upload answered at once (401 signed out) leaves the client's next request working", async () => {
  const { base } = servers[0];
  // fetch keeps the connection and sends the next request on it, as a browser or app does
  const upload = await fetch(`${base}/api/ads/create/`, {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x", origin: base },
    body: Buffer.alloc(12 * 1024 * 1024, 0x61),
  });
  expect(upload.status).toBe(401);
  await upload.text();
  const next = await fetch(`${base}/api/ads/filter/`);
  expect(next.status).toBe(200);
});
