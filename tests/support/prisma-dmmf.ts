// Prisma's datamodel (DMMF) for a schema, from Prisma's own schema parser compiled to WebAssembly
// (works offline; the native engines do not).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const wasm = require("@prisma/prisma-schema-wasm") as { get_dmmf: (params: string) => string };

export interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "object" | "enum" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
}

export interface Dmmf {
  datamodel: {
    models: Array<{ name: string; dbName: string | null; fields: DmmfField[] }>;
    enums: Array<{ name: string; dbName?: string | null; values: Array<{ name: string; dbName: string | null }> }>;
    indexes: Array<{
      model: string;
      type: "id" | "unique" | "normal" | "fulltext";
      /** The access method when not the default B-tree ("Gin", "Gist", ...). */
      algorithm?: string;
      fields: Array<{ name: string; sortOrder?: "asc" | "desc"; operatorClass?: string }>;
    }>;
  };
}

export function getDmmf(prismaSchema: string): Dmmf {
  return JSON.parse(wasm.get_dmmf(JSON.stringify({ prismaSchema }))) as Dmmf;
}
