import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OfferDiscountRows } from "@/components/orders/offer-discount-rows";
import { paidForUnits } from "@/lib/offers/allocate";
import { applyOffers } from "@/lib/offers/apply-offers";
import type { OfferLine, OfferRule } from "@/lib/offers/types";
import { priceByWeight } from "@/lib/pricing/by-weight";
import type { InvoiceDocument } from "@/lib/types/invoice";
import type { OrderLine } from "@/lib/types/order";
import { creditNoteGst } from "@/server/credit-notes/credit-note-gst";
import { renderCreditNotePdf } from "@/server/credit-notes/render-credit-note-pdf";
import { computeGst, gstLine } from "@/server/invoices/gst";
import { invoiceGst } from "@/server/invoices/invoice-gst";
import { renderInvoicePdf } from "@/server/invoices/render-invoice-pdf";
import { pdfText } from "../support/pdf-text";
import { offerRule } from "../support/offer-rule";

// Issue 44 on the documents: an order's offers on its GST invoice (a Discount column, GST on what
// each line really paid, the grand total the order's total to the paisa, per GST kind) and on the
// credit note of a return (the refund spread over the returned lines by what they paid; a whole
// line's taxable value and GST those of its invoice line). The discounts come from the real
// arithmetic (applyOffers), not from hand-picked numbers.

const NOW = new Date("2026-11-01T06:30:00Z");
const SELLER = { legalName: "Silver Aura Jewellers Private Limited", address: "12 MG Road, Jaipur, Rajasthan 302001, India", state: "Rajasthan", gstin: "08ABCDE1234F1Z5", phone: "+91 98290 00000", email: "accounts@silveraura.example" };
const KINDS = [
  { kind: "intra", buyerState: "Rajasthan" },
  { kind: "inter", buyerState: "Karnataka" },
] as const;

const rule = offerRule;

function line(over: Partial<OrderLine> = {}): OrderLine {
  return { productId: "p1", productName: "Moonlit Halo Ring", productCode: "SR-1042", colorName: "Silver", sizeId: null, sizeLabel: null, sizeSku: null, quantity: 1, unitPricePaise: 249900, linePricePaise: 249900, purity: null, huid: null, priceBreakup: null, offerDiscountPaise: 0, ...over };
}

/** The lines with the discounts applyOffers gives them, and the order's offers. */
function withOffers(lines: OrderLine[], offer: { automatic?: OfferRule[]; code?: OfferRule }) {
  const offerLines: OfferLine[] = lines.map((l) => ({ productId: l.productId, sizeId: l.sizeId, categoryId: null, quantity: l.quantity, unitPricePaise: l.unitPricePaise, linePricePaise: l.linePricePaise, priceBreakup: l.priceBreakup }));
  const outcome = applyOffers({ lines: offerLines, automatic: offer.automatic ?? [], code: offer.code ?? null, now: NOW, firstOrder: true, roundToRupee: false });
  return { lines: lines.map((l, i) => ({ ...l, offerDiscountPaise: outcome.lineDiscounts[i]! })), offers: outcome.applied, discountPaise: outcome.discountPaise };
}

/** INVOICE_PDF_OUT=<folder> keeps each PDF there, to look at (pdftoppm -png turns them into pictures). */
async function keep(name: string, bytes: Uint8Array): Promise<Uint8Array> {
  const folder = process.env.INVOICE_PDF_OUT;
  if (folder) await writeFile(path.join(folder, `${name}.pdf`), bytes);
  return bytes;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

// Three lines whose prices do not divide evenly: ₹500 off spreads with remainders.
const threeLines = () => [
  line({ quantity: 3, unitPricePaise: 1333_33, linePricePaise: 3999_99 }),
  line({ productId: "p2", productName: "Lotus Pendant", productCode: "SP-2201", unitPricePaise: 1545_01, linePricePaise: 1545_01 }),
  line({ productId: "p3", productName: "Filigree Bangle", productCode: "SB-1000", quantity: 2, unitPricePaise: 777_77, linePricePaise: 1555_54 }),
];

// A fixed-price piece and a by-weight one: "off making" touches only the by-weight piece's making share.
const breakup = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making: { kind: "per_gram", paisePerGram: 1200 }, otherPaise: 15_000, gstBps: 300 });
const mixedLines = () => [line({ quantity: 2, unitPricePaise: 2499_00, linePricePaise: 4998_00 }), line({ productId: "p9", productName: "Bead Chain", productCode: "SC-7", quantity: 3, unitPricePaise: breakup.totalPaise, linePricePaise: breakup.totalPaise * 3, priceBreakup: breakup })];

function checkInvoice(lines: OrderLine[], codFeePaise: number, buyerState: string, kind: "intra" | "inter") {
  const total = sum(lines.map((l) => l.linePricePaise - l.offerDiscountPaise)) + codFeePaise;
  const taxed = invoiceGst({ lines, codFeePaise }, { rateBps: 300, sellerState: "Rajasthan", buyerState, codFeeName: "Cash-on-delivery fee" });
  expect(taxed.gst.kind).toBe(kind);
  // The grand total is the order's total (net of offers, fee included) to the paisa.
  expect(taxed.gst.totals.grandTotalPaise).toBe(total);
  expect(taxed.gst.totals.taxablePaise + taxed.gst.totals.taxPaise).toBe(total);
  expect(taxed.discounted).not.toBeNull();
  taxed.discounted!.forEach((d, i) => {
    const l = taxed.lines[i]!;
    // GST on what the line really paid, value − discount = taxable value.
    expect(d.grossPaise).toBe(l.linePricePaise - l.offerDiscountPaise);
    expect(d.taxablePaise).toBe(taxed.gst.lines[i]!.taxablePaise);
    expect(d.taxPaise).toBe(taxed.gst.lines[i]!.taxPaise);
    expect(d.valuePaise - d.discountPaise).toBe(d.taxablePaise);
    if (kind === "intra") expect(d.cgstPaise + d.sgstPaise).toBe(d.taxPaise);
    else expect(d.igstPaise).toBe(d.taxPaise);
    if (l.offerDiscountPaise === 0) expect(d.discountPaise).toBe(0);
  });
  expect(taxed.discountPaise).toBe(sum(taxed.discounted!.map((d) => d.discountPaise)));
  return taxed;
}

describe("the invoice's numbers with offers", () => {
  for (const { kind, buyerState } of KINDS) {
    it(`${kind}: ₹500 off the cart spread over 3 lines; the grand total is the order's total`, () => {
      const { lines, discountPaise } = withOffers(threeLines(), { code: rule({ code: "DIWALI500", kind: "fixed_cart", percentBps: null, amountPaise: 500_00 }) });
      expect(discountPaise).toBe(500_00);
      expect(sum(lines.map((l) => l.offerDiscountPaise))).toBe(500_00);
      expect(lines.every((l) => l.offerDiscountPaise > 0)).toBe(true);
      checkInvoice(lines, 0, buyerState, kind);
      // A cash-on-delivery fee: its own line, never discounted, in the grand total.
      const taxed = checkInvoice(lines, 49_00, buyerState, kind);
      expect(taxed.lines).toHaveLength(4);
      expect(taxed.discounted![3]).toMatchObject({ grossPaise: 49_00, discountPaise: 0 });
    });

    it(`${kind}: 20 % off making on a fixed and a by-weight piece: the fixed piece has no discount`, () => {
      const { lines, discountPaise } = withOffers(mixedLines(), { automatic: [rule({ name: "Diwali: 20 % off making", kind: "percent_making", percentBps: 2000 })] });
      expect(lines[0]!.offerDiscountPaise).toBe(0);
      expect(lines[1]!.offerDiscountPaise).toBeGreaterThan(0);
      // Only the making share: less than 20 % of the making (GST included) of 3 pieces, more than 0.
      expect(lines[1]!.offerDiscountPaise).toBeLessThanOrEqual(Math.ceil(breakup.makingPaise * 1.03 * 0.2) * 3);
      expect(discountPaise).toBe(lines[1]!.offerDiscountPaise);
      checkInvoice(lines, 0, buyerState, kind);
    });
  }

  it("without offers: no Discount column, and the lines taxed exactly as before issue 44", () => {
    const lines = threeLines();
    const taxed = invoiceGst({ lines, codFeePaise: 49_00 }, { rateBps: 300, sellerState: "Rajasthan", buyerState: "Rajasthan", codFeeName: "Cash-on-delivery fee" });
    expect(taxed.discounted).toBeNull();
    expect(taxed.discountPaise).toBe(0);
    expect(taxed.gst).toEqual(computeGst({ linePaise: [...lines.map((l) => l.linePricePaise), 49_00], rateBps: 300, sellerState: "Rajasthan", buyerState: "Rajasthan" }));
  });
});

function invoiceDocument(lines: OrderLine[], offers: InvoiceDocument["order"]["offers"], placeOfSupply = "Rajasthan"): InvoiceDocument {
  const discountPaise = sum(lines.map((l) => l.offerDiscountPaise));
  return {
    number: "SA/2026-27/00042",
    financialYear: "2026-27",
    issuedAt: new Date("2026-11-24T10:00:00+05:30"),
    seller: SELLER,
    taxRateBps: 300,
    placeOfSupply,
    order: {
      id: "o1",
      orderNumber: "SA-26-00042",
      status: "paid",
      source: "checkout",
      customerId: null,
      contact: { name: "Ananya Rao", email: "ananya@example.com", phone: "9876543210" },
      address: { street: "14 Lake View Road", line2: null, city: "Jaipur", state: placeOfSupply, pincode: "302004", country: "India" },
      lines,
      totalPaise: sum(lines.map((l) => l.linePricePaise)) - discountPaise,
      codFeePaise: 0,
      discountPaise,
      offers,
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
  };
}

describe("the invoice PDF with offers", () => {
  it("prints a Discount column, the offers under the lines, the total discount, and the order's total as the grand total", async () => {
    // ₹2,499 + ₹1,545 and ₹500 off: 308.98 + 191.02 (largest remainder over 2499 : 1545).
    const { lines, offers } = withOffers([line(), line({ productId: "p2", productName: "Lotus Pendant", productCode: "SP-2201", unitPricePaise: 1545_00, linePricePaise: 1545_00 })], {
      code: rule({ name: "₹500 off above ₹3,000", code: "DIWALI500", kind: "fixed_cart", percentBps: null, amountPaise: 500_00 }),
    });
    expect(lines.map((l) => l.offerDiscountPaise)).toEqual([308_98, 191_02]);
    const document = invoiceDocument(lines, offers);
    const { text } = await pdfText(await keep("offers-intra", await renderInvoicePdf(document)));
    const making = withOffers(mixedLines(), { automatic: [rule({ name: "Diwali: 20 % off making", kind: "percent_making", percentBps: 2000 })] });
    await keep("offers-inter", await renderInvoicePdf(invoiceDocument(making.lines, making.offers, "Karnataka")));
    const flat = text.replace(/\s+/g, " ");
    // Ring: gross 2499.00 → value 2426.21; net 2190.02 → taxable 2126.23: discount 299.98 (ex-tax).
    const ring = gstLine(2190_02, 300, "intra");
    expect(ring.taxablePaise).toBe(2126_23);
    for (const expected of ["Discount", "−₹299.98", "₹2,126.23", "DIWALI500", "₹500 off above ₹3,000 (DIWALI500): −₹500.00 (GST included)", "Total discount (before GST)", "Value ₹2,426.21 − discount ₹299.98 = taxable value ₹2,126.23 (without GST)", "₹3,544.00", "Rupees Three Thousand Five Hundred Forty-Four Only"]) {
      expect(flat, expected).toContain(expected);
    }
    expect(document.order.totalPaise).toBe(3544_00);
  });

  it("an order without offers prints no Discount column and no offers", async () => {
    const { text } = await pdfText(await renderInvoicePdf(invoiceDocument([line()], [])));
    expect(text).not.toContain("Discount");
    expect(text).not.toContain("Offers applied");
  });
});

describe("the credit note's GST with offers", () => {
  const note = (amountPaise: number, paid: number[], placeOfSupply = "Rajasthan") => ({
    amountPaise,
    taxRateBps: 300,
    seller: SELLER,
    placeOfSupply,
    lines: paid.map((paidPaise, i) => ({ productName: `Piece ${i + 1}`, productCode: `SP-${i}`, colorName: null, quantity: 1, paidPaise })),
  });

  for (const { kind, buyerState } of KINDS) {
    it(`${kind}: a whole line returned and refunded in full has its invoice line's taxable value and GST`, () => {
      const { lines } = withOffers(threeLines(), { code: rule({ code: "DIWALI500", kind: "fixed_cart", percentBps: null, amountPaise: 500_00 }) });
      const invoice = invoiceGst({ lines, codFeePaise: 0 }, { rateBps: 300, sellerState: "Rajasthan", buyerState, codFeeName: "fee" });
      // Lines 1 and 3 returned whole: each paid its net (all its units: paidForUnits(net, Q, Q)).
      const paid = [0, 2].map((i) => paidForUnits(lines[i]!.linePricePaise - lines[i]!.offerDiscountPaise, lines[i]!.quantity, lines[i]!.quantity));
      const gst = creditNoteGst(note(sum(paid), paid, buyerState));
      expect(gst.lines[0]).toEqual(invoice.gst.lines[0]);
      expect(gst.lines[1]).toEqual(invoice.gst.lines[2]);
      expect(gst.totals.grandTotalPaise).toBe(sum(paid));
    });
  }

  it("a part refund is spread by what the lines paid: the lines add up to the refund, each within its paid amount", () => {
    const gst = creditNoteGst(note(1000_01, [999_99, 1333_33, 7]));
    // 1000.01 × 99999 / 233339 = 428.5627, × 133333 / … = 571.4186, × 7 / … = 2.9999: floors 428.56 + 571.41 +
    // 0.02, the two paise left to the largest remainders (.9999, then .86).
    expect(gst.lines.map((l) => l.grossPaise)).toEqual([428_56, 571_42, 3]);
    gst.lines.forEach((l, i) => expect(l.grossPaise).toBeLessThanOrEqual([999_99, 1333_33, 7][i]!));
    expect(gst.totals.grandTotalPaise).toBe(1000_01);
    expect(gst.totals.taxablePaise + gst.totals.taxPaise).toBe(1000_01);
  });

  it("a 3-unit line returned 1 then 2: the two refunds add up to exactly the line's net", () => {
    const net = 3999_99 - 167_28;
    const first = paidForUnits(net, 3, 1, 0);
    const then = paidForUnits(net, 3, 2, 1);
    expect(first + then).toBe(net);
  });

  it("the PDF shows each line's credit, taxable value and GST", async () => {
    const { text } = await pdfText(
      await keep("offers-credit-note", await renderCreditNotePdf({
        number: "CN/2026-27/00001",
        issuedAt: new Date("2026-11-28T10:00:00+05:30"),
        invoice: { number: "SA/2026-27/00042", issuedAt: new Date("2026-11-24T10:00:00+05:30") },
        requestNumber: "RT-2026-00001",
        orderNumber: "SA-26-00042",
        buyer: { name: "Ananya Rao", email: "ananya@example.com", phone: "9876543210", address: ["14 Lake View Road"] },
        ...note(2190_02, [2190_02]),
      })),
    );
    const flat = text.replace(/\s+/g, " ");
    for (const expected of ["Credited", "Taxable value", "₹2,190.02", "₹2,126.23", "₹63.79"]) expect(flat, expected).toContain(expected);
  });
});

describe("<OfferDiscountRows> (the tracking page's and the owner's order page's totals)", () => {
  const offers = [
    { name: "Diwali: 20 % off making", code: null, discount: 300 },
    { name: "₹500 off above ₹5,000", code: "DIWALI500", discount: 500.5 },
    { name: "Nothing off", code: "ZERO", discount: 0 },
  ];

  it("a row per offer that gave something, with its name, its code and its discount as a negative amount", () => {
    const html = renderToStaticMarkup(createElement("dl", null, createElement(OfferDiscountRows, { offers })));
    const rows = [...html.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, label, amount]) => [label, amount]);
    expect(rows).toEqual([
      ["Offer: Diwali: 20 % off making", "−₹300"],
      ["Offer: ₹500 off above ₹5,000 (DIWALI500)", "−₹500.50"],
    ]);
  });

  it("as rows of spans for the owner's page, and nothing without offers", () => {
    const html = renderToStaticMarkup(createElement(OfferDiscountRows, { offers, as: "row", rowClassName: "r", moneyClassName: "m" }));
    // The amount keeps the caller's class, and its own (one line, at the right edge).
    expect(html).toMatch(/<div class="r" data-testid="order-offer"><span>Offer: ₹500 off above ₹5,000 \(DIWALI500\)<\/span><span class="m [^"]+">−₹500.50<\/span><\/div>/);
    expect(renderToStaticMarkup(createElement(OfferDiscountRows, { offers: [] }))).toBe("");
  });
});
