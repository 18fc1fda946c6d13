import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CreditNoteDocument } from "@/server/credit-notes/credit-note-document";
import { creditNoteFileName } from "@/server/credit-notes/credit-note-pdf-response";
import { renderCreditNotePdf } from "@/server/credit-notes/render-credit-note-pdf";
import { pdfText } from "../../support/pdf-text";

// The credit note PDF from a document (no database): what it says, read back with a PDF text
// extractor: the title, its number and date, the invoice it is against, the buyer, the pieces,
// the refund taken apart into taxable value and GST (CGST + SGST or IGST), the total in words.

/** CREDIT_NOTE_PDF_OUT=<folder> keeps each PDF there, to look at. */
async function keep(name: string, bytes: Uint8Array): Promise<void> {
  const folder = process.env.CREDIT_NOTE_PDF_OUT;
  if (folder) await writeFile(path.join(folder, `${name}.pdf`), bytes);
}

function note(overrides: Partial<CreditNoteDocument> = {}): CreditNoteDocument {
  return {
    number: "CN/2026-27/00001",
    issuedAt: new Date("2026-11-26T10:00:00+05:30"),
    amountPaise: 249900,
    seller: { legalName: "Silver Aura Jewellers Private Limited", address: "12 MG Road, Jaipur, Rajasthan 302001, India", state: "Rajasthan", gstin: "08ABCDE1234F1Z5", phone: "+91 98290 00000", email: "accounts@silveraura.example" },
    taxRateBps: 300,
    placeOfSupply: "Rajasthan",
    invoice: { number: "SA/2026-27/00042", issuedAt: new Date("2026-11-20T10:00:00+05:30") },
    requestNumber: "RT-2026-00007",
    orderNumber: "SA-26-00042",
    buyer: { name: "Ananya Rao", email: "ananya@example.com", phone: "9876543210", address: ["14 Lake View Road", "Jaipur, Rajasthan 302004", "India"] },
    lines: [{ productName: "Moonlit Halo Ring", productCode: "SR-1042", colorName: "Silver", quantity: 1, paidPaise: 249900 }],
    ...overrides,
  };
}

describe("renderCreditNotePdf", () => {
  it("a same-state credit note: title, numbers, the invoice, the buyer, the piece with HSN 7113, CGST + SGST, the total in words", async () => {
    const bytes = await renderCreditNotePdf(note());
    await keep("same-state", bytes);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      "CREDIT NOTE",
      "Silver Aura Jewellers Private Limited",
      "08ABCDE1234F1Z5",
      "CN/2026-27/00001",
      "26 November 2026",
      "Against invoice SA/2026-27/00042 of 20 November 2026",
      "SA-26-00042",
      "RT-2026-00007",
      "Ananya Rao",
      "Moonlit Halo Ring",
      "SR-1042",
      "7113",
      "₹2,426.21", // taxable value: 2499 × 100 / 103
      "CGST @ 1.5%",
      "₹36.40", // CGST (72.79 split 36.40 + 36.39)
      "₹36.39",
      "₹2,499.00",
      "Rupees Two Thousand Four Hundred Ninety-Nine Only",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("IGST");
  });

  it("another state: IGST; a partial refund's total is the refund, not the pieces' price", async () => {
    const bytes = await renderCreditNotePdf(note({ placeOfSupply: "Maharashtra", amountPaise: 100000 }));
    await keep("other-state-partial", bytes);
    const { text } = await pdfText(bytes);
    expect(text).toContain("IGST @ 3%");
    expect(text).toContain("₹970.87"); // 1000 × 100 / 103
    expect(text).toContain("₹29.13");
    expect(text).toContain("₹1,000.00");
    expect(text).not.toContain("CGST");
  });

  it("without an invoice says so; many pieces continue on a second page", async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({ productName: `Piece ${index + 1}`, productCode: `P-${index + 1}`, colorName: null, quantity: 1, paidPaise: 10000 }));
    const { text, pages } = await pdfText(await renderCreditNotePdf(note({ invoice: null, lines })));
    expect(text).toContain("no tax invoice was issued");
    expect(text).toContain("Piece 40");
    expect(pages).toBeGreaterThan(1);
  });

  it("names the file after the number", () => {
    expect(creditNoteFileName("CN/2026-27/00001")).toBe("credit-note-CN-2026-27-00001.pdf");
  });
});

describe("renderCreditNotePdf: sizes (issue 42)", () => {
  it("prints the returned piece's size", async () => {
    const bytes = await renderCreditNotePdf(note({ lines: [{ productName: "Moonlit Halo Ring", productCode: "SR-1042", colorName: "Silver", sizeLabel: "14", quantity: 1, paidPaise: 249900 }] }));
    await keep("sized", bytes);
    const { text } = await pdfText(bytes);
    expect(text).toContain("Size 14");
  });

  it("prints no size for a piece without one", async () => {
    const { text } = await pdfText(await renderCreditNotePdf(note()));
    expect(text).not.toContain("Size");
  });
});
