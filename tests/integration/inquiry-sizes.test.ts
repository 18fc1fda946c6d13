import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/inquiry/send-inquiry/route";
import { INQUIRY_MSG } from "@/lib/messages/inquiry";
import { adminInquiryJSON, adminInquirySelect } from "@/server/admin/inquiries/inquiry-record";
import { db } from "@/server/db";
import { sizesOfCodes } from "@/server/inquiries/sizes-of-codes";
import { createCategory, createProduct, uniq } from "../support/factories";
import { call } from "./accounts-support";

// Sizes in inquiries (issue 42 §2) through the real handler and PostgreSQL: the form sends a size
// label per code of a piece sold by size (`sizes`); it is kept on the inquiry's link to the piece
// (InquiryProduct.sizeLabel) and the back office reads it; a size the piece does not come in, or a
// size on a piece without sizes, is refused with a clear msg.

const URL = "http://localhost/api/inquiry/send-inquiry";
const inquiry = (extra: Record<string, unknown>) => ({ name: "Asha Verma", email: `asha.${uniq()}@example.com`, phone: "9876543210", message: "Do you have it in my size?", ...extra });

let ring: { id: string; code: string };
let chain: { id: string; code: string };

beforeAll(async () => {
  const { id: categoryId } = await createCategory();
  const tag = uniq().toUpperCase();
  ring = await createProduct({ categoryId, code: `LR-${tag}`, stock: 0 });
  chain = await createProduct({ categoryId, code: `NK-${tag}` });
  const set = await db.sizeSet.create({ data: { name: `Ring sizes ${tag}`, kind: "ring" } });
  const [s12, s14] = await Promise.all([db.size.create({ data: { setId: set.id, label: "12", position: 12 } }), db.size.create({ data: { setId: set.id, label: "14", position: 14 } })]);
  await db.product.update({ where: { id: ring.id }, data: { sizeSetId: set.id } });
  await db.productSize.createMany({
    data: [
      { productId: ring.id, sizeId: s14!.id, stock: 0, pricePaise: 200_000n, sellingPricePaise: 200_000n },
      { productId: ring.id, sizeId: s12!.id, stock: 3, pricePaise: 200_000n, sellingPricePaise: 200_000n },
    ],
  });
});

describe("an inquiry about a size", () => {
  it("the page offers the sized pieces' sizes in order, sold-out ones too", async () => {
    expect(await sizesOfCodes([ring.code, chain.code, "ZZ-0000"])).toEqual({ [ring.code]: ["12", "14"] });
  });

  it("keeps the size on the piece's link, and the back office reads it", async () => {
    const body = inquiry({ productCodes: [ring.code.toLowerCase(), chain.code], sizes: { [ring.code.toLowerCase()]: " 14 " } });
    const res = await call(POST, { url: URL, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.inquiry.findFirstOrThrow({ where: { email: body.email }, select: adminInquirySelect });
    const json = adminInquiryJSON(row);
    expect(Object.fromEntries(json.products.map((p) => [p.code, p.size]))).toEqual({ [chain.code]: null, [ring.code]: "14" });
  });

  it("refuses a size the piece does not come in, and a size on a piece without sizes", async () => {
    const wrong = await call(POST, { url: URL, body: inquiry({ productCodes: [ring.code], sizes: { [ring.code]: "30" } }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 0, msg: INQUIRY_MSG.inquirySizeUnknown(ring.code, "30") });
    const unsized = await call(POST, { url: URL, body: inquiry({ productCodes: [chain.code], sizes: { [chain.code]: "12" } }) });
    expect(unsized.body).toEqual({ status: 0, msg: INQUIRY_MSG.inquiryNotSized(chain.code) });
    const notMap = await call(POST, { url: URL, body: inquiry({ productCodes: [ring.code], sizes: ["12"] }) });
    expect(notMap.status).toBe(400);
  });
});
