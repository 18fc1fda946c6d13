import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The invoice's typeface: Noto Sans (SIL Open Font License) from the npm package
// @expo-google-fonts/noto-sans, whose TTF files are the whole font, ₹ (U+20B9) included (the web
// font packages split it into subsets). Read from node_modules on first use and kept; nothing is
// downloaded. The paths are literal so Next's output file tracing copies the files with the routes.

export interface InvoiceFonts {
  regular: Buffer;
  semibold: Buffer;
}

const REGULAR = path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf");
const SEMIBOLD = path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf");

let loading: Promise<InvoiceFonts> | null = null;

export function loadInvoiceFonts(): Promise<InvoiceFonts> {
  loading ??= Promise.all([readFile(REGULAR), readFile(SEMIBOLD)]).then(([regular, semibold]) => ({ regular, semibold }));
  loading.catch(() => {
    loading = null; // a failed read is tried again on the next invoice
  });
  return loading;
}
