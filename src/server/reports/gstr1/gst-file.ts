import { GST_FILES, type GstFileKey, offlineToolCsv } from "./offline-tool-csv";
import { portalJson } from "./portal-json";
import type { Gstr1Figures } from "./types";

// One download of a month: its body, type and file name ("gstr1-2026-10-b2cs.csv").

export function isGstFileKey(value: string): value is GstFileKey {
  return Object.hasOwn(GST_FILES, value);
}

export function gstFile(figures: Gstr1Figures, key: GstFileKey): { body: string; contentType: string; filename: string } {
  const filename = `gstr1-${figures.month}-${GST_FILES[key].name}`;
  if (key === "json") return { body: JSON.stringify(portalJson(figures), null, 2), contentType: "application/json; charset=utf-8", filename };
  return { body: offlineToolCsv(figures, key), contentType: "text/csv; charset=utf-8", filename };
}
