import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------- car registry

export const makes = pgTable("makes", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  popular: boolean("popular").notNull().default(false),
  position: integer("position").notNull().default(0),
  color: text("color"),
  country: text("country"),
});
export type MakeRow = typeof makes.$inferSelect;

export const models = pgTable(
  "models",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    makeId: integer("make_id")
      .notNull()
      .references(() => makes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    popular: boolean("popular").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("models_make_slug_idx").on(t.makeId, t.slug),
    uniqueIndex("models_make_name_idx").on(t.makeId, t.name),
  ],
);
export type ModelRow = typeof models.$inferSelect;

export const generations = pgTable(
  "generations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    startYear: integer("start_year").notNull(),
    endYear: integer("end_year"),
    minPrice: integer("min_price"),
    bodyTypes: text("body_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("generations_model_slug_idx").on(t.modelId, t.slug)],
);
export type GenerationRow = typeof generations.$inferSelect;

export const variants = pgTable(
  "variants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    generationId: integer("generation_id").references(() => generations.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("variants_model_idx").on(t.modelId),
    uniqueIndex("variants_generation_name_idx").on(t.modelId, t.generationId, t.name),
  ],
);
