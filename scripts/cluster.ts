// npm run cluster: the production layout on this machine (USAGE below, README "Production layout").
import os from "node:os";
import path from "node:path";
import { parseCommand, runCommand } from "./lib/cli";
import { startCluster } from "./lib/cluster";

const USAGE = `Usage: npm run cluster -- [--instances 2] [--workers 2] [--port 3400] [--ads 2000] [--data-dir DIR] [--quiet]

The production layout on this machine (README "Production layout"): web instances on PostgreSQL
(DATABASE_URL, by default the local vozovna_cluster database, created when missing), job workers,
an S3-protocol server for photos and nginx in front. Ctrl-C stops everything.
  --instances N   web instances (default 2)
  --workers N     job workers (default 2)
  --port P        where nginx listens (default 3400)
  --ads N         demo ads seeded into an empty database (default 2000)
  --data-dir DIR  photos, logs and nginx's files (default $TMPDIR/vozovna-cluster)
  --quiet         without the instances' own output
  --help          this text`;

const { values } = parseCommand({
  usage: USAGE,
  options: {
    instances: { type: "string", default: "2" },
    workers: { type: "string", default: "2" },
    port: { type: "string", default: "3400" },
    ads: { type: "string", default: "2000" },
    "data-dir": { type: "string" },
    quiet: { type: "boolean", default: false },
  },
});

async function main() {
  const databaseUrl =
    process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vozovna_cluster";
  const dataDir = values["data-dir"] ?? path.join(os.tmpdir(), "vozovna-cluster");
  console.log(
    `Starting the cluster on ${databaseUrl.replace(/:[^:@/]*@/, ":***@")} (data in ${dataDir})…`,
  );
  const cluster = await startCluster({
    instances: Number(values.instances),
    workers: Number(values.workers),
    port: Number(values.port),
    ads: Number(values.ads),
    databaseUrl,
    dataDir,
    verbose: !values.quiet,
  });
  console.log(`
Vozovna cluster is up: ${cluster.url} (nginx)
  web instances: ${cluster.webs.map((w) => `${w.name} ${w.url}`).join(", ")}
  workers:       ${cluster.workers.map((w) => w.name).join(", ")}
  photos:        S3 at ${cluster.s3Endpoint}, bucket ${cluster.env.S3_BUCKET}
  health:        ${cluster.url}/api/health/ (each instance's own at its address)
Ctrl-C stops it.`);
  const stop = async () => {
    console.log("Stopping the cluster…");
    await cluster.stop();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

runCommand(main);
