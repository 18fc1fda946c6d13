import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { type BulkRow, emptyRow, onlyIndexes, rowPayload, rowProblems, withName } from "@/components/admin/products/bulk-add/bulk-rows";
import { rowsFromCsv } from "@/components/admin/products/bulk-add/csv-import";
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
