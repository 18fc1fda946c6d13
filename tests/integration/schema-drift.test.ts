import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { getDmmf } from "../support/prisma-dmmf";

// Fails when prisma/schema.prisma and the database built by prisma/migrations disagree:
// tables, columns, types, nullability, enums, indexes (unique and plain) and foreign keys.
// The migrations are hand-written SQL (Prisma's migration engine cannot run offline here),
// so this is what keeps them honest.

const schemaText = readFileSync(path.resolve(import.meta.dirname, "../../prisma/schema.prisma"), "utf8");
const dmmf = getDmmf(schemaText);

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Boolean: "bool",
  Float: "float8",
  DateTime: "timestamp(3)",
  Json: "jsonb",
  Bytes: "bytea",
};

function expectedType(field: { kind: string; type: string; isList: boolean; nativeType?: [string, string[]] | null }): string {
  let base: string;
  if (field.kind === "enum") base = field.type;
  else if (field.nativeType?.[0] === "Decimal") base = `numeric(${field.nativeType[1].join(",")})`;
  else if (field.type === "Decimal") base = "numeric(65,30)";
  else if (field.nativeType?.[0] === "Date") base = "date";
  else base = SCALAR_TYPES[field.type] ?? `unknown:${field.type}`;
  return field.isList ? `${base}[]` : base;
}

type Snapshot = {
  columns: string[];
  enums: string[];
  indexes: string[];
  foreignKeys: string[];
};

function expectedSnapshot(): Snapshot {
  const columns: string[] = [];
  const foreignKeys: string[] = [];
  const tableOf = new Map(dmmf.datamodel.models.map((m) => [m.name, m.dbName ?? m.name]));
  const columnOf = (model: string, field: string) => {
    const f = dmmf.datamodel.models.find((m) => m.name === model)?.fields.find((x) => x.name === field);
    return f?.dbName ?? field;
  };
  for (const model of dmmf.datamodel.models) {
    const table = tableOf.get(model.name)!;
    for (const field of model.fields) {
      if (field.kind === "object") {
        if (field.relationFromFields?.length) {
          const onDelete = (field.relationOnDelete ?? (field.isRequired ? "Restrict" : "SetNull")).toUpperCase();
          foreignKeys.push(
            `${table}(${field.relationFromFields.map((f) => columnOf(model.name, f)).join(",")}) -> ${tableOf.get(field.type)}(${field.relationToFields!.map((f) => columnOf(field.type, f)).join(",")}) ON DELETE ${onDelete.replace("SETNULL", "SET NULL")}`,
          );
        }
        continue;
      }
      // Prisma creates scalar lists without NOT NULL.
      const nullable = !field.isRequired || field.isList;
      columns.push(`${table}.${field.dbName ?? field.name} ${expectedType(field)}${nullable ? " NULL" : " NOT NULL"}`);
    }
  }
  const indexes = dmmf.datamodel.indexes
    .filter((index) => index.type !== "fulltext")
    .map((index) => {
      const table = tableOf.get(index.model)!;
      // A non-default operator class (gin_trgm_ops) and access method (GIN) are part of the index.
      const cols = index.fields
        .map((f) => `${columnOf(index.model, f.name)}${f.operatorClass ? ` ${f.operatorClass.toLowerCase()}` : ""}${f.sortOrder === "desc" ? " DESC" : ""}`)
        .join(",");
      const kind = index.type === "id" ? "PRIMARY" : index.type === "unique" ? "UNIQUE" : "INDEX";
      const method = index.algorithm && index.algorithm !== "BTree" ? ` USING ${index.algorithm.toLowerCase()}` : "";
      return `${table} ${kind} (${cols})${method}`;
    });
  const enums = dmmf.datamodel.enums.map((e) => `${e.dbName ?? e.name}: ${e.values.map((v) => v.dbName ?? v.name).join(",")}`);
  return { columns: columns.sort(), enums: enums.sort(), indexes: indexes.sort(), foreignKeys: foreignKeys.sort() };
}

async function databaseSnapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{ t: string }>(`
      SELECT c.relname || '.' || a.attname || ' ' ||
             CASE
               WHEN ty.typname = 'numeric' THEN 'numeric(' || ((a.atttypmod - 4) >> 16) || ',' || ((a.atttypmod - 4) & 65535) || ')'
               WHEN ty.typname = 'timestamp' THEN 'timestamp(' || a.atttypmod || ')'
               WHEN ty.typcategory = 'A' THEN elem.typname ||
                 CASE WHEN elem.typname = 'numeric' THEN '(' || ((a.atttypmod - 4) >> 16) || ',' || ((a.atttypmod - 4) & 65535) || ')'
                      WHEN elem.typname = 'timestamp' THEN '(' || a.atttypmod || ')' ELSE '' END || '[]'
               ELSE ty.typname
             END ||
             CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE ' NULL' END AS t
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      JOIN pg_type ty ON ty.oid = a.atttypid
      LEFT JOIN pg_type elem ON elem.oid = ty.typelem AND ty.typcategory = 'A'
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relname <> '_prisma_migrations'`);
    const enums = await client.query<{ t: string }>(`
      SELECT t.typname || ': ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS t
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = current_schema()
      GROUP BY t.typname`);
    const indexes = await client.query<{ t: string }>(`
      SELECT tc.relname || ' ' ||
             CASE WHEN ix.indisprimary THEN 'PRIMARY' WHEN ix.indisunique THEN 'UNIQUE' ELSE 'INDEX' END ||
             ' (' || string_agg(a.attname || CASE WHEN oc.opcdefault THEN '' ELSE ' ' || oc.opcname END ||
                                CASE WHEN (ix.indoption[k.ord - 1] & 1) = 1 THEN ' DESC' ELSE '' END, ',' ORDER BY k.ord) || ')' ||
             CASE WHEN am.amname = 'btree' THEN '' ELSE ' USING ' || am.amname END AS t
      FROM pg_index ix
      JOIN pg_class tc ON tc.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = tc.relnamespace AND n.nspname = current_schema()
      JOIN pg_class ic ON ic.oid = ix.indexrelid
      JOIN pg_am am ON am.oid = ic.relam
      CROSS JOIN LATERAL unnest(ix.indkey, ix.indclass) WITH ORDINALITY AS k(attnum, opclass, ord)
      JOIN pg_attribute a ON a.attrelid = tc.oid AND a.attnum = k.attnum
      JOIN pg_opclass oc ON oc.oid = k.opclass
      WHERE tc.relname <> '_prisma_migrations'
      GROUP BY tc.relname, ix.indexrelid, ix.indisprimary, ix.indisunique, am.amname`);
    const foreignKeys = await client.query<{ t: string }>(`
      SELECT src.relname || '(' || (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
                                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) || ') -> ' ||
             dst.relname || '(' || (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
                                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) || ') ON DELETE ' ||
             CASE con.confdeltype WHEN 'a' THEN 'NOACTION' WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' WHEN 'd' THEN 'SETDEFAULT' END AS t
      FROM pg_constraint con
      JOIN pg_class src ON src.oid = con.conrelid
      JOIN pg_class dst ON dst.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = src.relnamespace AND n.nspname = current_schema()
      WHERE con.contype = 'f'`);
    const rows = (r: { rows: { t: string }[] }) => r.rows.map((x) => x.t).sort();
    return { columns: rows(columns), enums: rows(enums), indexes: rows(indexes), foreignKeys: rows(foreignKeys) };
  } finally {
    await client.end();
  }
}

describe("schema.prisma and the migrated database", () => {
  let actual: Snapshot;
  const expected = expectedSnapshot();

  beforeAll(async () => {
    actual = await databaseSnapshot(process.env.DATABASE_URL!);
  });

  it("have the same tables and columns, with the same types and nullability", () => {
    expect(actual.columns).toEqual(expected.columns);
  });

  it("have the same enums", () => {
    expect(actual.enums).toEqual(expected.enums);
  });

  it("have the same primary keys, unique indexes and indexes", () => {
    expect(actual.indexes).toEqual(expected.indexes);
  });

  it("have the same foreign keys and delete rules", () => {
    expect(actual.foreignKeys).toEqual(expected.foreignKeys);
  });

  it("sees a drift when there is one (the comparison is not vacuous)", () => {
    expect(expected.columns).toContain("Product.sellingPricePaise int8 NOT NULL");
    expect(expected.columns).toContain("BlogPost.tags text[] NULL");
    expect(expected.indexes).toContain("Product UNIQUE (code)");
    expect(expected.indexes).toContain("Order INDEX (status,createdAt DESC)");
    expect(expected.indexes).toContain("Product INDEX (name gin_trgm_ops) USING gin");
    expect(expected.foreignKeys).toContain("Product(categoryId) -> Category(id) ON DELETE RESTRICT");
    expect(actual.columns.length).toBeGreaterThan(100);
  });
});
