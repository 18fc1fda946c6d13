import "server-only";
import type { CreditNoteDocument } from "./credit-note-document";
import { renderCreditNotePdf } from "./render-credit-note-pdf";

/** credit-note-CN-2026-27-00001.pdf for CN/2026-27/00001. */
export function creditNoteFileName(number: string): string {
  return `credit-note-${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

/** The credit note as a PDF download: an attachment, for this person only, never stored by a cache. */
export async function creditNotePdfResponse(note: CreditNoteDocument): Promise<Response> {
  const pdf = await renderCreditNotePdf(note);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${creditNoteFileName(note.number)}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
