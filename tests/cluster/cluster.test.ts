/** @jest-environment node */
// The production layout, driven as a user and an operator would (issue 18): two web instances on
// PostgreSQL with S3 photos behind nginx, two job workers (scripts/lib/cluster.ts). Needs a current
// production build, nginx and the local PostgreSQL; run by `npm run test:cluster` (CI: after the
// build), not by `npm test`.
import net from "node:net";
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { Client } from "pg";
import { startCluster, waitHealthy, type Cluster } from "@/scripts/lib/cluster";

const PG = process.env.CLUSTER_PG_URL ?? "postgres://postgres@127.0.0.1:5432";
const DB = `vozovna_cluster_test_${process.pid}`;
const SELLER = "prodejce@demo.vozovna.cz";
const PASSWORD = "vozovna-demo";

// ---------------------------------------------------------------- a mail server that can stall

interface Delivery {
  subject: string;
  complete: boolean;
}
/** SMTP enough for nodemailer; while `stall` holds, a message's DATA is taken and never answered. */
function smtpServer() {
  const deliveries: Delivery[] = [];
  const state = { stall: false, stalled: 0 };
  const server = net.createServer((socket) => {
    socket.write("220 test ESMTP\r\n");
    let inData = false;
    let data = "";
    let buffer = "";
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const subject = /^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? "";
          if (state.stall) {
            state.stalled++;
            deliveries.push({ subject, complete: false });
            return; // never answered: the sender waits mid-job
          }
          deliveries.push({ subject, complete: true });
          socket.write("250 OK queued\r\n");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-test\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") socket.write("250 test\r\n");
        else if (verb === "DATA") {
          inData = true;
          data = "";
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return { server, deliveries, state };
}

// ---------------------------------------------------------------- HTTP as a browser would

interface Session {
  cookie: string;
  csrf: string;
}

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]);
}

const signIn = (base: string) => signInAs(base, SELLER);

async function signInAs(base: string, email: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const session = cookiesOf(res).join("; ");
  const me = await fetch(`${base}/api/current-user/`, { headers: { cookie: session } });
  const csrf = cookiesOf(me).find((c) => c.startsWith("csrftoken="))!;
  return { cookie: `${session}; ${csrf}`, csrf: decodeURIComponent(csrf.split("=")[1]) };
}

function write(base: string, s: Session, method: string, urlPath: string, body?: unknown) {
  return fetch(`${base}${urlPath}`, {
    method,
    headers: {
      cookie: s.cookie,
      origin: base,
      "content-type": "application/json",
      "x-csrftoken": s.csrf,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** One of the signed-in seller's active ads, as `base` lists them. */
async function activeAdOf(base: string, s: Session) {
  const mine = await (await fetch(`${base}/api/my-ads/`, { headers: { cookie: s.cookie } })).json();
  const ad = (mine.ads as { id: number; price: number; status: string }[]).find(
    (x) => x.status === "active",
  );
  expect(ad).toBeTruthy();
  return ad!;
}

/** Polls until check passes or `limitMs` runs out; returns the time it took. */
async function within(limitMs: number, what: string, check: () => Promise<boolean>) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Math.round(performance.now() - started);
}

const priceText = (price: number) =>
  new RegExp(String(price).replace(/\B(?=(\d{3})+(?!\d))/g, "\\s"));

// ---------------------------------------------------------------- the cluster

let cluster: Cluster;
let smtp: ReturnType<typeof smtpServer>;
let db: Client;
let dataDir: string;

beforeAll(async () => {
  smtp = smtpServer();
  await new Promise<void>((r) => smtp.server.listen(0, "127.0.0.1", r));
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vozovna-cluster-test-"));
  cluster = await startCluster({
    instances: 2,
    workers: 2,
    port: 3420,
    ads: 200,
    databaseUrl: `${PG}/${DB}`,
    dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: "Vozovna <noreply@vozovna.cz>" },
  });
  db = new Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
}, 15 * 60_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  smtp?.server.close();
  const admin = new Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

test("the instances started together migrated once, and each reports itself healthy", async () => {
  const { rows } = await db.query(
    "SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash",
  );
  expect(rows.length).toBe(fs.readdirSync("drizzle").filter((f) => f.endsWith(".sql")).length);
  expect(rows.every((r) => r.n === 1)).toBe(true);
  for (const web of cluster.webs) {
    const health = await (await fetch(`${web.url}/api/health/`)).json();
    expect(health).toMatchObject({ status: "ok", database: "ok", index: { state: "ready" } });
  }
});

test("a seller's price change through one instance shows through the other: search, count, cached pages; the session and CSRF token work on both", async () => {
  const [a, b] = cluster.webs.map((w) => w.url!);
  const seller = await signIn(a);
  // the session and token made by instance A are good on B
  const ad = await activeAdOf(b, seller);
  const adPath = `/ads/cars/${ad.id}`;
  // B has the page cached for anonymous readers (once the changes of the start-up, the cars'
  // matching among them, have been read: each drops the pages of the ads it touched)
  await within(30_000, "the ad page cached on B", async () => {
    const res = await fetch(`${b}${adPath}`);
    await res.arrayBuffer();
    return res.headers.get("x-vozovna-cache") === "hit";
  });

  const newPrice = ad.price - 1111;
  const range = `min_price=${newPrice}&max_price=${newPrice}`;
  const patched = await write(a, seller, "PATCH", `/api/ads/cars/${ad.id}/`, { price: newPrice });
  expect(patched.status).toBe(200);
  const searchMs = await within(10_000, "search on B", async () => {
    const found = await (await fetch(`${b}/api/ads/filter/?${range}`)).json();
    return (found.results as { id: number }[]).some((r) => r.id === ad.id);
  });
  const countMs = await within(10_000, "count on B", async () => {
    const { count } = await (await fetch(`${b}/api/ads-count/filtered/?${range}`)).json();
    return count >= 1;
  });
  const pageMs = await within(10_000, "cached ad page on B", async () =>
    priceText(newPrice).test(await (await fetch(`${b}${adPath}`)).text()),
  );
  console.log(
    `price change through A seen on B after: search ${searchMs} ms, count ${countMs} ms, cached ad page ${pageMs} ms`,
  );

  // written back through B with A's session
  const restored = await write(b, seller, "PATCH", `/api/ads/cars/${ad.id}/`, { price: ad.price });
  expect(restored.status).toBe(200);
  await within(10_000, "the old price on A", async () =>
    priceText(ad.price).test(await (await fetch(`${a}${adPath}`)).text()),
  );
});

test("an archive through one instance reaches the other's ad and seller pages, search and sitemap; favourites and saved searches too", async () => {
  const [a, b] = cluster.webs.map((w) => w.url!);
  const seller = await signIn(a);
  const ad = await activeAdOf(a, seller);
  const range = `min_price=${ad.price}&max_price=${ad.price}`;
  const adPath = `/ads/cars/${ad.id}`;
  const link = `${adPath}"`;
  const detail = await (await fetch(`${b}/api/ads/cars/${ad.id}/`)).json();
  const sellerPath = `/sellers/${detail.seller_profile_id}`;
  const sitemapIndex = await (await fetch(`${b}/sitemap.xml`)).text();
  const shards = [...sitemapIndex.matchAll(/<loc>[^<]*(\/sitemaps\/ads\/[^<]+)<\/loc>/g)].map(
    (m) => m[1],
  );
  let shard = "";
  for (const s of shards)
    if ((await (await fetch(`${b}${s}`)).text()).includes(`${adPath}<`)) shard = s;
  expect(shard).not.toBe("");
  // B caches the seller's page with the ad on it
  await within(30_000, "the seller page cached on B", async () => {
    const res = await fetch(`${b}${sellerPath}`);
    const html = await res.text();
    return res.headers.get("x-vozovna-cache") === "hit" && html.includes(link);
  });

  try {
    expect(
      (
        await write(a, seller, "POST", `/api/ads/cars/${ad.id}/archive/`, {
          endReason: "sold_here",
        })
      ).status,
    ).toBe(200);
    const ms = {
      adPage: await within(
        10_000,
        "410 on B",
        async () => (await fetch(`${b}${adPath}`)).status === 410,
      ),
      sellerPage: await within(
        10_000,
        "seller page on B",
        async () => !(await (await fetch(`${b}${sellerPath}`)).text()).includes(link),
      ),
      search: await within(10_000, "search on B", async () => {
        const found = await (await fetch(`${b}/api/ads/filter/?${range}`)).json();
        return !(found.results as { id: number }[]).some((r) => r.id === ad.id);
      }),
      sitemap: await within(
        10_000,
        "sitemap on B",
        async () => !(await (await fetch(`${b}${shard}`)).text()).includes(`${adPath}<`),
      ),
    };
    console.log(`archive through A seen on B after: ${JSON.stringify(ms)} (ms)`);
  } finally {
    expect((await write(a, seller, "POST", `/api/ads/cars/${ad.id}/renew/`)).status).toBe(200);
  }
  await within(10_000, "renewed on B", async () => (await fetch(`${b}${adPath}`)).status === 200);

  // a buyer's favourite and saved search, made through A, are there through B
  const buyer = { ...(await signInAs(a, "kupujici@demo.vozovna.cz")) };
  expect((await write(a, buyer, "POST", `/api/favorites/${ad.id}/toggle/`)).status).toBeLessThan(
    300,
  );
  const saved = await write(a, buyer, "POST", "/api/saved-searches/", {
    name: "Cluster test",
    uri: "/?min_price=1000",
  });
  expect(saved.status).toBeLessThan(300);
  const ids = await (
    await fetch(`${b}/api/favorites/ids/`, { headers: { cookie: buyer.cookie } })
  ).json();
  expect(JSON.stringify(ids)).toContain(String(ad.id));
  const searches = await (
    await fetch(`${b}/api/saved-searches/`, { headers: { cookie: buyer.cookie } })
  ).text();
  expect(searches).toContain("Cluster test");
});

test("the sign-in limit counts attempts on every instance together", async () => {
  // 10 failed sign-ins a minute per client (lib/auth/auth.ts); alternating between the instances
  // must not give 20. nginx appends the client's address, which the instances trust (TRUST_PROXY=1).
  const [a, b] = cluster.webs.map((w) => w.url!);
  let limitedAt = -1;
  for (let n = 0; n < 25 && limitedAt < 0; n++) {
    const base = n % 2 ? b : a;
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        "x-forwarded-for": "203.0.113.77",
      },
      body: JSON.stringify({ email: `nobody${n}@example.cz`, password: "Password1!" }),
    });
    if (res.status === 429) limitedAt = n;
  }
  expect(limitedAt).toBeGreaterThan(0);
  expect(limitedAt).toBeLessThanOrEqual(10);
});

test("a photo in the bucket is served by every instance", async () => {
  // what an upload through any instance writes (lib/media/s3.ts); the demo's pictures are local files
  const put = await fetch(`${cluster.s3Endpoint}/photos/cluster-test/probe.webp`, {
    method: "PUT",
    headers: { "content-type": "image/webp" },
    body: Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "),
  });
  expect(put.ok).toBe(true);
  for (const web of cluster.webs) {
    const res = await fetch(`${web.url}/media/cluster-test/probe.webp`);
    expect([web.name, res.status, res.headers.get("content-type")]).toEqual([
      web.name,
      200,
      "image/webp",
    ]);
  }
});

test("a worker killed while it sends an e-mail: the other worker sends it, once", async () => {
  smtp.state.stall = true;
  const subject = `Cluster test ${Date.now()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, run_at, max_attempts)
     VALUES ('mail.send', $1, now(), 5) RETURNING id`,
    [JSON.stringify({ to: "buyer@example.cz", subject, text: "Hello" })],
  );
  const jobId = rows[0].id;
  // a worker takes it and stalls in the middle of the delivery
  await within(30_000, "a worker stalled on the message", async () => smtp.state.stalled > 0);
  const job = await db.query<{ locked_by: string }>("SELECT locked_by FROM jobs WHERE id = $1", [
    jobId,
  ]);
  const pid = Number(job.rows[0].locked_by.split(":").pop());
  const group = Number(
    execFileSync("ps", ["-o", "pgid=", "-p", String(pid)])
      .toString()
      .trim(),
  );
  const holder = cluster.workers.find((w) => w.child?.pid === group)!;
  expect(holder).toBeTruthy();
  smtp.state.stall = false;
  await holder.kill("SIGKILL");

  await within(60_000, "the other worker delivered it", async () => {
    const { rows } = await db.query<{ status: string }>("SELECT status FROM jobs WHERE id = $1", [
      jobId,
    ]);
    return rows[0].status === "done";
  });
  const delivered = smtp.deliveries.filter((d) => d.subject === subject && d.complete);
  expect(delivered).toHaveLength(1);
  holder.start();
});

test("a web instance killed under load: nginx routes around it, no request sent after the kill fails", async () => {
  const [, second] = cluster.webs;
  const paths = ["/", "/api/ads/filter/", "/skoda/octavia", "/about", "/api/health/"];
  // A request the instance was answering when it died is cut off (nginx has passed part of the
  // answer on, it cannot send it again); every request sent after that must succeed.
  const failures: { path: string; sentAt: number; error: string }[] = [];
  let done = 0;
  let stop = false;
  const client = async (n: number) => {
    for (let i = n; !stop; i++) {
      const p = paths[i % paths.length];
      const sentAt = performance.now();
      try {
        const res = await fetch(`${cluster.url}${p}`, { signal: AbortSignal.timeout(20_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push({ path: p, sentAt, error: String(res.status) });
      } catch (err) {
        failures.push({ path: p, sentAt, error: err instanceof Error ? err.message : String(err) });
      }
      done++;
    }
  };
  const clients = Array.from({ length: 8 }, (_, n) => client(n));
  await new Promise((r) => setTimeout(r, 1500));
  await second.kill("SIGKILL");
  const killedAt = performance.now(); // it is gone: what was sent before may have been on it
  const afterKill = done;
  await new Promise((r) => setTimeout(r, 4000));
  stop = true;
  await Promise.all(clients);
  const inFlight = failures.filter((f) => f.sentAt < killedAt);
  if (inFlight.length) console.log(`cut off by the kill: ${JSON.stringify(inFlight)}`);
  expect(inFlight.length).toBeLessThanOrEqual(8); // at most one per client
  expect(failures.filter((f) => f.sentAt >= killedAt)).toEqual([]);
  expect(done - afterKill).toBeGreaterThan(20); // the load went on through the other instance

  second.start();
  await waitHealthy(`${second.url}/api/health/`, 120_000, second);
});
