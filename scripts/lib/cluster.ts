// The production layout of ARCHITECTURE.md §2 on one machine (README "Production layout"): web
// instances on PostgreSQL, each `npm start` on a port of its own, separate job workers, photos in
// an S3-protocol store (s3rver) and nginx in front as the load balancer. Used by `npm run cluster`,
// `npm run bench -- --cluster` and the cluster test (tests/cluster).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import S3rver from "s3rver";
import { buildIsCurrent, runStartBuild } from "./build";

const ROOT = process.cwd();
const TSX = [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server"];
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BUCKET = "photos";

export interface ClusterOptions {
  /** web instances and workers */
  instances: number;
  workers: number;
  /** nginx's port; the web instances take the next ones, the S3 server the one after */
  port: number;
  databaseUrl: string;
  /** shared by every process here: demo pictures, the S3 server's files, nginx's config and logs */
  dataDir: string;
  /** demo ads seeded into an empty database */
  ads: number;
  /** more environment for the web instances and workers */
  env?: Record<string, string>;
  /** print each process's output with its name in front */
  verbose?: boolean;
}

/** One process of the cluster, which can be killed and started again. */
export interface Member {
  name: string;
  /** its own address (web instances) */
  url?: string;
  child?: ChildProcess;
  /** its last lines of output, for an error that says why it stopped */
  tail: string[];
  start(): void;
  /** ends the process and everything it started (SIGKILL: a crash, no clean shutdown) */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx: where users come in */
  url: string;
  webs: Member[];
  workers: Member[];
  s3Endpoint: string;
  /** the environment every process shares */
  env: Record<string, string>;
  /** the running processes (each the root of its tree): nginx, the instances, the workers */
  pids(): number[];
  stop(): Promise<void>;
}

function member(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  verbose: boolean,
  url?: string,
): Member {
  const m: Member = {
    name,
    url,
    tail: [],
    start() {
      const child = spawn(command, args, {
        cwd: ROOT,
        detached: true, // its own process group: kill() ends the server start.ts spawned too
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...env },
      });
      const output = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
        const lines = chunk.toString().split("\n").filter(Boolean);
        m.tail = [...m.tail, ...lines].slice(-20);
        if (verbose) to.write(lines.map((line) => `[${name}] ${line}\n`).join(""));
      };
      child.stdout!.on("data", output(process.stdout));
      child.stderr!.on("data", output(process.stderr));
      m.child = child;
    },
    async kill(signal = "SIGKILL") {
      const child = m.child;
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((r) => child.once("exit", r));
      try {
        process.kill(-child.pid, signal);
      } catch {
        return; // already gone
      }
      await gone;
    },
  };
  return m;
}

/** Waits until GET url answers 200 (a web instance's health check, nginx). */
export async function waitHealthy(url: string, timeoutMs: number, member?: Member) {
  const until = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < until) {
    if (member?.child && member.child.exitCode !== null)
      throw new Error(
        `${member.name} exited with code ${member.child.exitCode}:\n${member.tail.join("\n")}`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s: ${last}`);
}

/**
 * nginx as the load balancer: round robin over the instances; an instance that refuses, fails or
 * answers 502–504 is skipped for 10 s and the request tried on the next one (never a POST or
 * another non-idempotent request, which may have reached the instance before it failed).
 */
export function nginxConfig(opts: { port: number; upstreams: string[]; dir: string }) {
  const tmp = path.join(opts.dir, "tmp");
  return `# written by scripts/lib/cluster.ts (npm run cluster)
daemon off;
master_process off;
worker_processes 1;
pid ${path.join(opts.dir, "nginx.pid")};
error_log ${path.join(opts.dir, "nginx-error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  # the wizard's photos (20 of up to 10 MB each in one request), streamed on as they come
  client_max_body_size 250m;
  proxy_request_buffering off;
  upstream vozovna {
${opts.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${opts.port};
    location / {
      proxy_pass http://vozovna;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # TRUST_PROXY=1 on the instances: the client is the address nginx appends
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!fs.existsSync(NGINX))
    throw new Error(
      `nginx is not installed (${NGINX}): apt-get install -y nginx, or NGINX_PATH=/path/to/nginx.`,
    );
  // once here, not in each instance's `npm start` at the same time
  if (!buildIsCurrent()) await runStartBuild();
  const dataDir = path.resolve(opts.dataDir);
  const clusterDir = path.join(dataDir, "cluster");
  for (const d of ["tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi", "s3"])
    fs.mkdirSync(path.join(clusterDir, d), { recursive: true });
  const verbose = opts.verbose ?? false;
  const webPorts = Array.from({ length: opts.instances }, (_, i) => opts.port + 1 + i);
  const s3Port = opts.port + 1 + opts.instances;
  const url = `http://127.0.0.1:${opts.port}`;

  const s3 = new S3rver({
    port: s3Port,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(clusterDir, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
  const s3Endpoint = `http://127.0.0.1:${s3Port}`;

  const env: Record<string, string> = {
    NODE_ENV: "production",
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: dataDir,
    SEED_ADS: String(opts.ads),
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    RATE_LIMIT_STORE: "postgres",
    RUN_JOBS_IN_WEB: "0",
    TRUST_PROXY: "1",
    SITE_URL: url,
    ...opts.env,
  };
  const webs = webPorts.map((port, i) =>
    member(
      `web${i + 1}`,
      process.execPath,
      [...TSX, "scripts/start.ts", "--no-build"],
      { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
      verbose,
      `http://127.0.0.1:${port}`,
    ),
  );
  const workers = Array.from({ length: opts.workers }, (_, i) =>
    member(`worker${i + 1}`, process.execPath, [...TSX, "scripts/worker.ts"], env, verbose),
  );
  const nginxConf = path.join(clusterDir, "nginx.conf");
  fs.writeFileSync(
    nginxConf,
    nginxConfig({
      port: opts.port,
      upstreams: webPorts.map((p) => `127.0.0.1:${p}`),
      dir: clusterDir,
    }),
  );
  const check = spawnSync(NGINX, ["-t", "-q", "-c", nginxConf, "-e", "stderr"], {
    encoding: "utf8",
  });
  if (check.status !== 0) throw new Error(`nginx refused ${nginxConf}: ${check.stderr}`);
  const nginx = member("nginx", NGINX, ["-c", nginxConf, "-e", "stderr"], {}, verbose);

  const cluster: Cluster = {
    url,
    webs,
    workers,
    s3Endpoint,
    env,
    pids: () => [nginx, ...webs, ...workers].flatMap((m) => (m.child?.pid ? [m.child.pid] : [])),
    async stop() {
      await Promise.all([nginx, ...webs, ...workers].map((m) => m.kill("SIGTERM")));
      await s3.close();
    },
  };
  try {
    // every instance at once: they migrate and seed in turn (scripts/start.ts), as on a deploy
    for (const w of webs) w.start();
    await Promise.all(webs.map((w) => waitHealthy(`${w.url}/api/health/`, 30 * 60_000, w)));
    for (const w of workers) w.start();
    nginx.start();
    await waitHealthy(`${url}/api/health/`, 30_000);
    return cluster;
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}
