// The ads table's columns of the declared ad fields (lib/ads/fields.ts) and their CHECKs: each
// field's column is named as the API names it (snake_case), typed by its kind, NOT NULL when
// required; an int field with a `check` gets a range CHECK, an enum field its value CHECK.
import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  integer,
  text,
  type PgDoublePrecisionBuilderInitial,
  type PgBooleanBuilderInitial,
  type PgColumn,
  type PgIntegerBuilderInitial,
  type PgTextBuilderInitial,
} from "drizzle-orm/pg-core";
import type { HasDefault, NotNull } from "drizzle-orm";
import { AD_FIELDS, snake, type AdField, type FieldSpec } from "@/lib/ads/fields";

type Builder<F> = F extends { type: "int" }
  ? PgIntegerBuilderInitial<"">
  : F extends { type: "bool" }
    ? PgBooleanBuilderInitial<"">
    : F extends { type: "enum"; values: infer V extends readonly [string, ...string[]] }
      ? PgTextBuilderInitial<"", [...V]>
      : F extends { type: "float" }
        ? PgDoublePrecisionBuilderInitial<"">
        : F extends { type: "set"; values: infer V extends readonly [string, ...string[]] }
          ? SetBuilder<V[number]>
          : PgTextBuilderInitial<"", [string, ...string[]]>;
/** A text[] column typed as an array of the set's values, never null (empty: none). */
const setColumn = <V extends string>(name: string) =>
  text(name)
    .array()
    .$type<V[]>()
    .notNull()
    .default(sql`'{}'::text[]`);
type SetBuilder<V extends string> = ReturnType<typeof setColumn<V>>;
type Column<F> = F extends { type: "set" }
  ? Builder<F>
  : F extends { default: string }
    ? HasDefault<NotNull<Builder<F>>>
    : F extends { required: true }
      ? NotNull<Builder<F>>
      : Builder<F>;
export type FieldColumns = { [K in AdField]: Column<(typeof AD_FIELDS)[K]> };

function column(name: string, spec: FieldSpec) {
  const c =
    spec.type === "int"
      ? integer(name)
      : spec.type === "bool"
        ? boolean(name)
        : spec.type === "enum"
          ? text(name, { enum: [...spec.values] as [string, ...string[]] })
          : spec.type === "float"
            ? doublePrecision(name)
            : spec.type === "set"
              ? setColumn(name)
              : text(name);
  const required = spec.required ? c.notNull() : c;
  return spec.type === "enum" && spec.default !== undefined
    ? (required as ReturnType<typeof text>).default(spec.default)
    : required;
}

/** Every declared field's column (a table adds its foreign keys with `refine`). */
export function fieldColumns(
  refine: { [K in AdField]?: (c: FieldColumns[K]) => FieldColumns[K] } = {},
): FieldColumns {
  const columns = Object.fromEntries(
    (Object.keys(AD_FIELDS) as AdField[]).map((k) => {
      const c = column(snake(k), AD_FIELDS[k]);
      const r = refine[k] as ((c: unknown) => unknown) | undefined;
      return [k, r ? r(c) : c];
    }),
  );
  return columns as FieldColumns;
}

const inList = (column: string, values: readonly string[]) =>
  `${column} IN (${values.map((v) => `'${v}'`).join(", ")})`;

/** The CHECKs of the declared fields' ranges and value sets (named ads_<check>_check). */
export function fieldChecks(t: Record<AdField, PgColumn>) {
  return (Object.keys(AD_FIELDS) as AdField[]).flatMap((k) => {
    const spec: FieldSpec = AD_FIELDS[k];
    if (!("check" in spec) || spec.check === undefined) return [];
    const name = snake(k);
    let rule: SQL;
    if (spec.type === "set") {
      // every value of the list (the list's values are plain identifiers, safe to inline)
      rule = sql.raw(`${name} <@ ARRAY[${spec.values.map((v) => `'${v}'`).join(", ")}]::text[]`);
    } else if (spec.type === "month") {
      rule = sql.raw(`${name} IS NULL OR ${name} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`);
    } else if (spec.type === "int") {
      const between = sql`${t[k]} BETWEEN ${sql.raw(String(spec.checkMin ?? spec.min))} AND ${sql.raw(String(spec.max))}`;
      rule = spec.required ? between : sql`${t[k]} IS NULL OR ${between}`;
    } else {
      const values = sql.raw(inList(name, spec.values));
      rule = spec.required ? values : sql`${sql.raw(name)} IS NULL OR ${values}`;
    }
    return [check(`ads_${spec.check}_check`, rule)];
  });
}

/** These fields' columns of a table (or its alias) for a select: `{ price: ads.price, … }`. */
export function pickColumns<T extends Record<AdField, PgColumn>, K extends AdField>(
  table: T,
  names: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(names.map((k) => [k, table[k]])) as Pick<T, K>;
}
