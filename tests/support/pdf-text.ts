// The text of a PDF, as a reader's copy-and-paste would give it (pdf-parse, on Mozilla's pdf.js):
// tests of the GST invoice check what it says, not how it is drawn.
import { PDFParse } from "pdf-parse";

export interface PdfText {
  text: string;
  pages: number;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
