import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "@/lib/types/invoice";
import type { OrderLine } from "@/lib/types/order";
import { priceByWeight } from "@/lib/pricing/by-weight";
import { renderInvoicePdf } from "@/server/invoices/render-invoice-pdf";
import { pdfText } from "../support/pdf-text";

// The invoice PDF from an invoice document (no database): what it says, read back with a PDF text
// extractor. The same-state and other-state tax columns, the seller, the ₹ amounts and the totals.

/** INVOICE_PDF_OUT=<folder> keeps each PDF there, to look at (pdftoppm -png turns them into pictures). */
async function keep(name: string, bytes: Uint8Array): Promise<void> {
  const folder = process.env.INVOICE_PDF_OUT;
  if (folder) await writeFile(path.join(folder, `${name}.pdf`), bytes);
}

function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return { productId: "p1", productName: "Moonlit Halo Ring", productCode: "SR-1042", colorName: "Silver", sizeId: null, sizeLabel: null, sizeSku: null, quantity: 2, unitPricePaise: 249900, linePricePaise: 499800, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0, ...overrides };
}

function invoiceDocument(overrides: Partial<InvoiceDocument> = {}, lines: OrderLine[] = [line(), line({ productName: "Lotus Pendant", productCode: "SP-2201", colorName: null, quantity: 1, unitPricePaise: 154500, linePricePaise: 154500 })]): InvoiceDocument {
  const total = lines.reduce((sum, l) => sum + l.linePricePaise, 0);
  return {
    number: "SA/2026-27/00042",
    financialYear: "2026-27",
    issuedAt: new Date("2026-11-24T10:00:00+05:30"),
    seller: { legalName: "Silver Aura Jewellers Private Limited", address: "12 MG Road, Jaipur, Rajasthan 302001, India", state: "Rajasthan", gstin: "08ABCDE1234F1Z5", phone: "+91 98290 00000", email: "accounts@silveraura.example" },
    taxRateBps: 300,
    placeOfSupply: "Rajasthan",
    order: {
      id: "o1",
      orderNumber: "SA-26-00042",
      status: "paid",
      source: "checkout",
      customerId: null,
      contact: { name: "Ananya Rao", email: "ananya@example.com", phone: "9876543210" },
      address: { street: "14 Lake View Road", line2: "Flat 3B", city: "Jaipur", state: "Rajasthan", pincode: "302004", country: "India" },
      lines,
      totalPaise: total,
      codFeePaise: 0,
      discountPaise: 0,
      offers: [],
      paymentMethod: "razorpay",
      paymentLink: null,
      customerNotes: null,
      refundDue: false,
      courierName: null,
      trackingNumber: null,
      paidAt: new Date("2026-11-24T10:00:00+05:30"),
      createdAt: new Date("2026-11-23T18:00:00+05:30"),
      updatedAt: new Date("2026-11-24T10:00:00+05:30"),
    },
    ...overrides,
  };
}

describe("renderInvoicePdf", () => {
  it("a same-state invoice: seller, GSTIN, numbers, HSN 7113, CGST + SGST, ₹ amounts and the grand total", async () => {
    const bytes = await renderInvoicePdf(invoiceDocument());
    await keep("same-state", bytes);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      "TAX INVOICE",
      "Silver Aura Jewellers Private Limited",
      "08ABCDE1234F1Z5",
      "SA/2026-27/00042",
      "24 November 2026",
      "SA-26-00042",
      "Ananya Rao",
      "14 Lake View Road",
      "Jaipur, Rajasthan 302004",
      "Moonlit Halo Ring",
      "SR-1042",
      "Silver",
      "7113",
      "CGST",
      "SGST",
      "1.5%",
      "₹2,499.00", // unit price
      "₹4,852.43", // taxable value of the rings
      "₹72.79", // CGST of the rings (145.57 split 72.79 + 72.78)
      "₹72.78",
      "₹6,352.43", // total taxable value
      "₹95.29", // total CGST
      "₹95.28", // total SGST
      "₹6,543.00", // grand total = the order total
      "Rupees Six Thousand Five Hundred Forty-Three Only",
      "Prices are inclusive of GST.",
      "computer-generated",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("IGST");
    expect((text.match(/7113/g) ?? []).length).toBe(2); // every line
  });

  it("another state: IGST at 3 % instead of CGST + SGST, the same grand total", async () => {
    const document = invoiceDocument({ placeOfSupply: "Karnataka" });
    document.order.address = { street: "7 Brigade Road", line2: null, city: "Bengaluru", state: "Karnataka", pincode: "560001", country: "India" };
    const bytes = await renderInvoicePdf(document);
    await keep("other-state", bytes);
    const { text } = await pdfText(bytes);
    expect(text).toContain("IGST");
    expect(text).toContain("3%");
    expect(text).toContain("₹190.57"); // IGST total
    expect(text).toContain("₹6,543.00");
    expect(text).toContain("Karnataka");
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("prints each piece's purity and HUID, and a by-weight piece's price breakup as the order kept it", async () => {
    const breakup = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making: { kind: "per_gram", paisePerGram: 1200 }, otherPaise: 15_000, gstBps: 300 });
    const lines = [
      line({ purity: 925, huid: "AB12CD", priceBreakup: breakup, quantity: 1, unitPricePaise: breakup.totalPaise, linePricePaise: breakup.totalPaise }),
      line({ productName: "Lotus Pendant", productCode: "SP-2201", purity: 990, huid: null, priceBreakup: null, quantity: 1, unitPricePaise: 154500, linePricePaise: 154500 }),
    ];
    const bytes = await renderInvoicePdf(invoiceDocument({}, lines));
    await keep("by-weight", bytes);
    const { text } = await pdfText(bytes);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of ["925 silver", "BIS HUID AB12CD", "990 silver", "10.000 g × ₹95.50/g fine silver × 0.925 = ₹883.38", "making ₹120.00", "stones and other ₹150.00", "before GST"]) {
      expect(flat).toContain(expected);
    }
    expect(flat.match(/Priced by weight/g)).toHaveLength(1);
    expect(flat).not.toContain("rounding");
  });

  it("prints a by-weight piece's rounding to the rupee as its own line (issue 40); an order kept before it (no rounding) prints as before", async () => {
    const breakup = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making: { kind: "per_gram", paisePerGram: 1200 }, otherPaise: 0, gstBps: 300, roundToRupee: true });
    const { roundingPaise: _none, ...old } = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making: { kind: "per_gram", paisePerGram: 1200 }, otherPaise: 0, gstBps: 300 });
    const lines = [
      line({ priceBreakup: breakup, quantity: 1, unitPricePaise: breakup.totalPaise, linePricePaise: breakup.totalPaise }),
      line({ productCode: "SR-1043", priceBreakup: old, quantity: 1, unitPricePaise: old.totalPaise, linePricePaise: old.totalPaise }),
    ];
    const { text } = await pdfText(await renderInvoicePdf(invoiceDocument({}, lines)));
    const flat = text.replace(/\s+/g, " ");
    expect(flat.match(/Priced by weight/g)).toHaveLength(2);
    expect(flat.match(/rounding to the rupee/g)).toHaveLength(1);
    expect(flat).toContain("rounding to the rupee −₹0.48 per piece");
    expect(flat).toContain("₹1,033.00");
  });

  it("a cash-on-delivery order lists its fee as a line taxed with the jewellery, so the grand total is what the courier collects", async () => {
    const document = invoiceDocument();
    document.order = { ...document.order, paymentMethod: "cod", codFeePaise: 4900, totalPaise: document.order.totalPaise + 4900 };
    const bytes = await renderInvoicePdf(document);
    await keep("cod", bytes);
    const { text } = await pdfText(bytes);
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Cash-on-delivery fee");
    expect(flat).toContain("₹47.57"); // the fee's taxable value: 4900 × 10000 / 10300
    expect(flat).toContain("₹6,592.00"); // grand total = the pieces' ₹6,543 + the ₹49 fee = the order's total
    expect(flat).toContain("Rupees Six Thousand Five Hundred Ninety-Two Only");
    expect((text.match(/7113/g) ?? []).length).toBe(3);
  });

  it("long orders continue on more pages, every line listed", async () => {
    const lines = Array.from({ length: 40 }, (_, i) => line({ productName: `Filigree Bangle No. ${i + 1}`, productCode: `SB-${1000 + i}`, quantity: 1, unitPricePaise: 100000 + i, linePricePaise: 100000 + i }));
    const bytes = await renderInvoicePdf(invoiceDocument({}, lines));
    await keep("long", bytes);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    for (let i = 0; i < 40; i += 1) expect(text).toContain(`SB-${1000 + i}`);
    expect(text).toContain(`1 / ${pages}`);
    expect(text).toContain(`${pages} / ${pages}`);
  });

  it("says so when the seller has no GSTIN yet", async () => {
    const document = invoiceDocument();
    const bytes = await renderInvoicePdf({ ...document, seller: { ...document.seller, gstin: "" } });
    expect((await pdfText(bytes)).text).toContain("GSTIN: not registered");
  });
});

describe("renderInvoicePdf: sizes (issue 42)", () => {
  it("prints a sized piece's line with 'Size 12' and the size's code; an unsized line has no size", async () => {
    const bytes = await renderInvoicePdf(
      invoiceDocument({}, [line({ sizeId: "s12", sizeLabel: "12", sizeSku: "LR-5002-12" }), line({ productName: "Lotus Pendant", productCode: "SP-2201", colorName: null, quantity: 1, unitPricePaise: 154500, linePricePaise: 154500 })]),
    );
    await keep("sized", bytes);
    const { text } = await pdfText(bytes);
    expect(text).toContain("Size 12");
    expect(text).toContain("LR-5002-12");
    expect(text.match(/Size \d/g)).toHaveLength(1);
  });
});
