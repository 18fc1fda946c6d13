import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { type BulkRow, emptyRow, onlyIndexes, rowPayload, rowProblems, withName } from "@/components/admin/products/bulk-add/bulk-rows";
import { CSV_EXAMPLE, CSV_HEADERS, rowsFromCsv } from "@/components/admin/products/bulk-add/csv-import";
import { fieldOfServerMsg } from "@/components/admin/products/server-field";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";

// The bulk page's rows (back office §5 Bulk and CSV) and the form's mapping of server refusals to
// fields: the browser's checks and the CSV import, without a browser.

const CATEGORY = "c123456789012345678901234";
const SILVER = "c223456789012345678901234";
const lookups = { categories: [{ _id: CATEGORY, name: "Necklaces", slug: "necklace" }], colors: [{ _id: SILVER, name: "Silver" }] };

function parse(text: string) {
  const parsed = Papa.parse<Record<string, string | undefined>>(text, { header: true, skipEmptyLines: "greedy" });
  return rowsFromCsv(parsed.data, parsed.meta.fields ?? [], lookups);
}

const good: BulkRow = {
  ...emptyRow(),
  name: "Leaf Pendant",
  slug: "leaf-pendant",
  price: "2499.50",
  categoryID: CATEGORY,
  colors: [SILVER],
  weight: "4.5",
  quantity: "12",
  imageIndexes: "0;1",
};

describe("CSV import", () => {
  it("reads the template's columns, matching the category and colours by name", () => {
    const result = parse(
      "name,slug,description,code,price,discount,categoryID,colors,weight,quantity,bestSeller,trendingProd,imageIndexes,videoIndex\n" +
        "Leaf Pendant,leaf-pendant,Silver leaf,nk-1,2499,10,Necklaces,silver,4.5,12,TRUE,false,0;1,0\n\n",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({ name: "Leaf Pendant", code: "NK-1", categoryID: CATEGORY, colors: [SILVER], bestSeller: true, trendingProd: false, imageIndexes: "0;1", videoIndex: "0" });
    expect(result.rows[0]!.importProblem).toBeUndefined();
  });

  it("refuses a header-only file and names the missing required headers", () => {
    expect(parse("name,slug,price,categoryID,weight,quantity\n")).toEqual({ ok: false, msg: PRODUCT_MSG.csvEmpty });
    expect(parse("name,price\nRing,10\n")).toEqual({ ok: false, msg: "Missing required CSV headers: slug, categoryID, weight, quantity" });
  });

  it("keeps a row whose colour or category is unknown, marked with the reason", () => {
    const result = parse("name,slug,price,categoryID,colors,weight,quantity,imageIndexes\nRing,ring,10,Anklets,Silver,1,1,0\nBand,band,10,Necklaces,Platinum,1,1,0\n");
    if (!result.ok) throw new Error(result.msg);
    expect(result.rows.map((row) => row.importProblem)).toEqual([PRODUCT_MSG.unknownCategory, PRODUCT_MSG.unknownColor]);
  });
});

describe("CSV import: the silver columns (issue 21)", () => {
  const OLD = "name,slug,price,categoryID,colors,weight,quantity,imageIndexes";
  const NEW = `${OLD},pricingMode,purity,huid,netWeight,makingChargeKind,makingCharge,otherCharges`;

  it("imports a file without the silver columns as before: fixed price, nothing sent for them", () => {
    const result = parse(`${OLD}\nRing,ring,1200,Necklaces,Silver,2,3,0\n`);
    if (!result.ok) throw new Error(result.msg);
    const [row] = result.rows;
    expect(row).toMatchObject({ pricingMode: "", purity: "", huid: "", netWeight: "", makingChargeKind: "", makingCharge: "", otherCharges: "" });
    expect(rowProblems(result.rows, { images: 1, videos: 0 }).size).toBe(0);
    const payload = rowPayload(row!, 1);
    for (const key of ["pricingMode", "purity", "huid", "netWeight", "makingChargeKind", "makingCharge", "otherCharges"]) expect(payload).not.toHaveProperty(key);
    expect(payload.price).toBe("1200");
  });

  it("reads a by-weight row and a fixed one with purity and HUID; a by-weight row may leave the price empty", () => {
    const result = parse(
      `${NEW}\n` +
        "Chain,chain,,Necklaces,Silver,8.2,6,0,By weight,990,ab12cd,8.25,per gram,95,120.50\n" +
        "Ring,ring,1200,Necklaces,Silver,2,3,0,fixed,835,,,,,\n",
    );
    if (!result.ok) throw new Error(result.msg);
    const [weighed, fixed] = result.rows;
    expect(weighed).toMatchObject({ pricingMode: "by_weight", purity: "990", huid: "AB12CD", netWeight: "8.25", makingChargeKind: "per_gram", makingCharge: "95", otherCharges: "120.50" });
    expect(weighed!.importProblem).toBeUndefined();
    expect(rowProblems(result.rows, { images: 1, videos: 0 }).size).toBe(0);
    // Sent empty, as typed: the bulk API takes an empty price on a by-weight row (issue 40).
    expect(rowPayload(weighed!, 1)).toMatchObject({ price: "", pricingMode: "by_weight", purity: "990", huid: "AB12CD", netWeight: "8.25", makingChargeKind: "per_gram", makingCharge: "95", otherCharges: "120.50" });
    const fixedPayload = rowPayload(fixed!, 1);
    expect(fixedPayload).toMatchObject({ price: "1200", pricingMode: "fixed", purity: "835" });
    // The weight terms go only with a by-weight row.
    expect(fixedPayload).not.toHaveProperty("netWeight");
    expect(rowPayload({ ...fixed!, netWeight: "3" }, 1)).not.toHaveProperty("netWeight");
  });

  it("reports each wrong silver value on its row with the form's words", () => {
    const result = parse(
      `${NEW}\n` +
        "A,a,,Necklaces,Silver,1,1,0,by_weight,925,,,per_gram,95,\n" +
        "B,b,,Necklaces,Silver,1,1,0,by_weight,925,,2,,95,\n" +
        "C,c,10,Necklaces,Silver,1,1,0,fixed,999,,,,,\n" +
        "D,d,10,Necklaces,Silver,1,1,0,fixed,925,AB12,,,,\n" +
        "E,e,10,Necklaces,Silver,1,1,0,rented,925,,,,,\n" +
        "F,f,,Necklaces,Silver,1,1,0,by_weight,925,,-2,percent,10,\n" +
        "G,g,,Necklaces,Silver,1,1,0,by_weight,925,,2,percent,1500,\n" +
        "H,h,,Necklaces,Silver,1,1,0,by_weight,925,,2,per kilo,10,\n",
    );
    if (!result.ok) throw new Error(result.msg);
    const problems = rowProblems(result.rows, { images: 1, videos: 0 });
    expect([...problems.entries()]).toEqual([
      [0, PRODUCT_MSG.netWeightRequired],
      [1, PRODUCT_MSG.makingKindRequired],
      [2, PRODUCT_MSG.purityInvalid],
      [3, PRODUCT_MSG.huidInvalid],
      [4, PRODUCT_MSG.pricingModeInvalid],
      [5, PRODUCT_MSG.netWeightInvalid],
      [6, PRODUCT_MSG.makingPercentTooHigh],
      [7, PRODUCT_MSG.makingKindRequired],
    ]);
  });

  it("documents the optional columns in the template and the page's example", () => {
    const template = readFileSync("public/product_template.csv", "utf8");
    expect(template.split("\n")[0]).toBe(CSV_HEADERS.join(","));
    const parsed = Papa.parse<Record<string, string | undefined>>(template, { header: true, skipEmptyLines: "greedy" });
    const rows = rowsFromCsv(parsed.data, parsed.meta.fields ?? [], lookups);
    if (!rows.ok) throw new Error(rows.msg);
    expect(rows.rows.map((row) => row.pricingMode)).toEqual(["fixed", "by_weight", "by_weight"]);
    // The sizes columns (issue 42): a chain sold by length, each with its stock and weight.
    expect(rows.rows.map((row) => [row.sizeSet, row.sizes])).toEqual([["", ""], ["", ""], ["Lengths (inches)", "16 in:3@7.8;18 in:2@8.6;20 in:0@9.4"]]);
    const example = parse(CSV_EXAMPLE);
    if (!example.ok) throw new Error(example.msg);
    expect(rowProblems(example.rows, { images: 3, videos: 0 }).size).toBe(0);
    expect(example.rows.map((row) => row.pricingMode)).toEqual(["fixed", "by_weight", "by_weight"]);
  });
});

describe("bulk row checks", () => {
  it("passes a complete row and reports each missing piece with the spec's words", () => {
    const media = { images: 2, videos: 0 };
    expect(rowProblems([good], media).size).toBe(0);
    expect(rowProblems([{ ...good, price: "" }], media).get(0)).toBe(PRODUCT_MSG.priceRequired);
    expect(rowProblems([{ ...good, categoryID: "" }], media).get(0)).toBe(PRODUCT_MSG.nameSlugCategory);
    expect(rowProblems([{ ...good, imageIndexes: "" }], media).get(0)).toBe(PRODUCT_MSG.imageIndexesRequired);
    expect(rowProblems([{ ...good, imageIndexes: "0;2" }], media).get(0)).toBe(PRODUCT_MSG.imageIndexMissing(2));
    expect(rowProblems([{ ...good, videoIndex: "0" }], media).get(0)).toBe(PRODUCT_MSG.videoIndexMissing(0));
    expect(rowProblems([good, { ...good, key: "other" }], media).get(1)).toBe(PRODUCT_MSG.slugTwiceInBatch("leaf-pendant"));
  });

  it("lets only digits and semicolons into the image indexes, and follows the name with the slug", () => {
    expect(onlyIndexes("0; 1,a2-")).toBe("0;12");
    const named = withName(emptyRow(), "Café Ring");
    expect(named.slug).toBe("cafe-ring");
    expect(withName({ ...named, slug: "my-own" }, "Other").slug).toBe("my-own");
  });

  it("shifts the video index past the images, as the files are sent images first", () => {
    expect(rowPayload({ ...good, videoIndex: "1" }, 3)).toMatchObject({ videoIndex: 4, imageIndexes: "0;1", discount: "0" });
    expect(rowPayload(good, 3)).not.toHaveProperty("videoIndex");
  });
});

describe("server refusals on the form", () => {
  it("names the field a server msg is about, or none", () => {
    expect(fieldOfServerMsg(PRODUCT_MSG.slugTaken("leaf"))).toBe("name");
    expect(fieldOfServerMsg(PRODUCT_MSG.codeTaken("NK-1"))).toBe("code");
    expect(fieldOfServerMsg(PRODUCT_MSG.notAnImage("a.png"))).toBe("images");
    expect(fieldOfServerMsg(PRODUCT_MSG.videoTooLarge)).toBe("video");
    expect(fieldOfServerMsg(PRODUCT_MSG.unknownColor)).toBe("colors");
    expect(fieldOfServerMsg("Something else.")).toBeNull();
  });
});
