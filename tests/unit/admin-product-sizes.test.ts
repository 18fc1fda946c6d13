import { describe, expect, it } from "vitest";
import { checkSizes, initialSizeValues, lightestWeight, sizeErrorOfServerMsg, sizeLines, totalStock } from "@/components/admin/products/size-rows";
import type { AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { PRODUCT_SIZE_MSG, sizeProblem } from "@/lib/admin/size-messages";
import { parseSizesText, sizeMeasureProblem } from "@/lib/admin/size-schema";

// The product form's sizes (issue 42) and the CSV's sizes column, as the browser reads them: the
// same rules and words as the server, each problem under its size's row.

const size = (id: string, label: string) => ({ _id: id, label, position: Number(label), innerDiameterMm: 16, circumferenceMm: 50, lengthInches: null, products: 0 });
const SET: AdminSizeSetJSON = { _id: "set1", name: "Rings", kind: "ring", sizes: [size("s8", "8"), size("s10", "10"), size("s12", "12")] };
const row = (stock: string, extra: Partial<{ sku: string; netWeight: string; offered: boolean }> = {}) => ({ offered: true, stock, sku: "", netWeight: "", ...extra });

describe("the product form's sizes", () => {
  it("sends the ticked sizes in the set's order, codes upper-cased, weights by weight only; the stock is their sum", () => {
    const values = { setId: "set1", rows: { s12: row("5", { netWeight: "3.5" }), s8: row("3", { sku: "lr-8", netWeight: "3.1" }), s10: row("9", { offered: false }) } };
    expect(sizeLines(values, SET, false)).toEqual([
      { size: "s8", stock: "3", sku: "LR-8" },
      { size: "s12", stock: "5" },
    ]);
    expect(sizeLines(values, SET, true).map((line) => line.netWeight)).toEqual(["3.1", "3.5"]);
    expect(totalStock(values, SET)).toBe(8);
    expect(lightestWeight(values, SET)).toBe("3.1");
    expect(sizeLines({ setId: "", rows: values.rows }, SET, false)).toEqual([]);
  });

  it("checks them in the server's words, each under its size", () => {
    expect(checkSizes({ setId: "set1", rows: {} }, SET, false)).toEqual({ bySize: {}, all: PRODUCT_SIZE_MSG.pickSizes });
    const errors = checkSizes({ setId: "set1", rows: { s8: row("-1"), s10: row("2", { sku: "A-1" }), s12: row("1", { sku: "a-1" }) } }, SET, true);
    expect(errors.bySize).toEqual({
      s8: sizeProblem("8", PRODUCT_SIZE_MSG.stockInvalid),
      s10: sizeProblem("10", PRODUCT_SIZE_MSG.weightRequired),
      s12: sizeProblem("12", PRODUCT_SIZE_MSG.skuTwice("A-1")),
    });
    expect(checkSizes({ setId: "", rows: {} }, SET, false)).toEqual({ bySize: {} });
  });

  it("puts a server refusal under the size it names", () => {
    expect(sizeErrorOfServerMsg(sizeProblem("10", PRODUCT_SIZE_MSG.skuTaken("X-1")), SET)).toEqual({ bySize: { s10: sizeProblem("10", PRODUCT_SIZE_MSG.skuTaken("X-1")) } });
    expect(sizeErrorOfServerMsg(PRODUCT_SIZE_MSG.pickSizes, SET)).toEqual({ bySize: {}, all: PRODUCT_SIZE_MSG.pickSizes });
    expect(sizeErrorOfServerMsg("Please select at least one color.", SET)).toBeNull();
  });

  it("starts an edit from the piece's sizes", () => {
    const values = initialSizeValues({ sizeSet: { _id: "set1", name: "Rings", kind: "ring" }, sizes: [{ _id: "s8", label: "8", stock: 2, sku: null, netWeight: 3.1, price: 1, total_price: 1 }] });
    expect(values).toEqual({ setId: "set1", rows: { s8: { offered: true, stock: "2", sku: "", netWeight: "3.1" } } });
    expect(initialSizeValues(null)).toEqual({ setId: "", rows: {} });
  });
});

describe("the CSV's sizes column and a size's measurements", () => {
  it("reads label:stock and label:stock@grams, labels with spaces too", () => {
    expect(parseSizesText("8:3;10:0; 12 : 5")).toEqual([
      { label: "8", stock: "3" },
      { label: "10", stock: "0" },
      { label: "12", stock: "5" },
    ]);
    expect(parseSizesText("16 in:3@7.8;18 in:2 @ 8.6")).toEqual([
      { label: "16 in", stock: "3", netWeight: "7.8" },
      { label: "18 in", stock: "2", netWeight: "8.6" },
    ]);
    expect(parseSizesText("8=3")).toBeNull();
    expect(parseSizesText(":3")).toBeNull();
    expect(parseSizesText("8:")).toBeNull();
    expect(parseSizesText("")).toEqual([]);
  });

  it("asks for the measurements of the set's kind and no others", () => {
    const none = { innerDiameterMm: null, circumferenceMm: null, lengthInches: null };
    expect(sizeMeasureProblem("ring", { ...none, innerDiameterMm: 16, circumferenceMm: 50 })).toBeNull();
    expect(sizeMeasureProblem("ring", { ...none, innerDiameterMm: 16 })).toMatch(/circumference/);
    expect(sizeMeasureProblem("bangle", { ...none, innerDiameterMm: 60, circumferenceMm: 190 })).not.toBeNull();
    expect(sizeMeasureProblem("length", { ...none, lengthInches: 18 })).toBeNull();
    expect(sizeMeasureProblem("free", none)).toBeNull();
    expect(sizeMeasureProblem("free", { ...none, lengthInches: 1 })).not.toBeNull();
  });
});
