import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/infra/db/schema/index.ts",
  out: "./drizzle",
});
