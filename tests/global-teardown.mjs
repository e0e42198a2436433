// jest globalTeardown: drops the PostgreSQL template database of tests/global-setup.mjs (the
// PGlite dump stays in the temp dir for the next run).
export default async function globalTeardown() {
  const base = process.env.TEST_DATABASE_URL;
  const name = process.env.VZ_TEST_PG_TEMPLATE;
  if (!base || !name) return;
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
