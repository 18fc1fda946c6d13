import { describe, expect, it } from "vitest";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { INQUIRY_LIMITS, ZInquiry, codeProblem, codesFromPath, firstInquiryError, inquiryErrors, normaliseCodes } from "@/lib/schemas/inquiry";

// The inquiry form's rules (back office §2 'Inquiry form', §3, §5): one schema for the form and
// POST /api/inquiry/send-inquiry, and the codes of the page's path.

const valid = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210", message: "Is NK-1001 available in gold?", productCodes: ["NK-1001"] };

function problems(input: unknown) {
  const parsed = ZInquiry.safeParse(input);
  if (parsed.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return { fields: inquiryErrors(parsed.error), first: firstInquiryError(parsed.error) };
}

const codesOf = (productCodes: unknown) => ZInquiry.parse({ ...valid, productCodes }).productCodes;

describe("product codes", () => {
  it("are trimmed, upper-cased and de-duplicated, in the order first given; blanks are dropped", () => {
    expect(codesOf([" nk-1001 ", "ER-3002", "NK-1001", "er-3002\n", "", "  ", "br-2001"])).toEqual(["NK-1001", "ER-3002", "BR-2001"]);
    expect(normaliseCodes(["a-1", "A-1", " a-1 "])).toEqual(["A-1"]);
  });

  it("may be missing or empty (only name, e-mail, phone and message are required)", () => {
    expect(codesOf([])).toEqual([]);
    expect(codesOf(undefined)).toEqual([]);
    expect(codesOf(null)).toEqual([]);
  });

  it("are also read from JSON text of a list, as the spec sends them", () => {
    expect(codesOf('["nk-1001"," er-3002 ","NK-1001"]')).toEqual(["NK-1001", "ER-3002"]);
  });

  it("accept the catalogue's shapes: NK-1001, the load-test SX-NK-000001, test codes without hyphens", () => {
    for (const code of ["NK-1001", "SX-NK-000001", "TA1B2C3D4E5", "GC-9001"]) expect(codeProblem(code), code).toBeNull();
  });

  it.each([
    ["NK 1001", SELL_MSG.inquiryCodeInvalid("NK 1001")],
    ["NK_1001", SELL_MSG.inquiryCodeInvalid("NK_1001")],
    ["-NK1001", SELL_MSG.inquiryCodeInvalid("-NK1001")],
    ["NK--1001", SELL_MSG.inquiryCodeInvalid("NK--1001")],
    ["NK-1001,ER-3002", SELL_MSG.inquiryCodeInvalid("NK-1001,ER-3002")],
    ["<B>", SELL_MSG.inquiryCodeInvalid("<B>")],
    ["X".repeat(INQUIRY_LIMITS.code + 1), SELL_MSG.inquiryCodeTooLong(INQUIRY_LIMITS.code)],
  ])("%j is refused: %s", (code, message) => {
    expect(problems({ ...valid, productCodes: ["NK-1001", code] })).toEqual({ fields: { productCodes: message }, first: message });
  });

  it(`take at most ${INQUIRY_LIMITS.codes} codes, counted after duplicates are dropped; a code may have ${INQUIRY_LIMITS.code} characters`, () => {
    const twenty = Array.from({ length: INQUIRY_LIMITS.codes }, (_, i) => `NK-${1001 + i}`);
    expect(codesOf([...twenty, ...twenty.map((code) => code.toLowerCase())])).toEqual(twenty);
    expect(problems({ ...valid, productCodes: [...twenty, "NK-9999"] }).fields).toEqual({ productCodes: SELL_MSG.inquiryTooManyCodes(INQUIRY_LIMITS.codes) });
    expect(codesOf(["A".repeat(INQUIRY_LIMITS.code)])).toEqual(["A".repeat(INQUIRY_LIMITS.code)]);
  });

  it("must be a list of texts", () => {
    for (const productCodes of ["NK-1001", 42, { a: 1 }, [1], [null], "[1]"]) {
      expect(problems({ ...valid, productCodes }).fields, JSON.stringify(productCodes)).toEqual({ productCodes: SELL_MSG.inquiryCodesNotList });
    }
  });
});

describe("the other fields", () => {
  it("follow the contact form's rules and words, and the phone is kept as 10 digits", () => {
    expect(ZInquiry.parse({ ...valid, name: "  Asha Verma ", phone: "+91 98765-43210", message: "\n Hello \n" })).toMatchObject({ name: "Asha Verma", phone: "9876543210", message: "Hello" });
    const { fields, first } = problems({ name: " ", email: "asha@", phone: "12345", message: "", productCodes: ["NK 1"] });
    expect(fields).toEqual({
      name: MSG.contactNameRequired,
      email: MSG.contactEmailInvalid,
      phone: MSG.contactPhoneInvalid,
      message: MSG.contactMessageRequired,
      productCodes: SELL_MSG.inquiryCodeInvalid("NK 1"),
    });
    expect(first).toBe(MSG.contactNameRequired);
    expect(problems({ ...valid, email: "" }).first).toBe(MSG.contactEmailRequired);
    expect(problems({ ...valid, phone: undefined }).first).toBe(MSG.contactPhoneRequired);
  });

  it("limit the message to 2,000 characters and the name to 100", () => {
    expect(ZInquiry.safeParse({ ...valid, message: "m".repeat(INQUIRY_LIMITS.message) }).success).toBe(true);
    expect(problems({ ...valid, message: "m".repeat(INQUIRY_LIMITS.message + 1) }).first).toBe(MSG.contactTooLong("Your Message", 2000));
    expect(problems({ ...valid, name: "n".repeat(INQUIRY_LIMITS.name + 1) }).first).toBe(MSG.contactTooLong("Full Name", 100));
  });

  it("accept the spec's user_id and anything else without refusing (the server never reads them)", () => {
    expect(ZInquiry.safeParse({ ...valid, user_id: "c123" }).success).toBe(true);
    expect(ZInquiry.safeParse({ ...valid, user_id: 7, read: true }).success).toBe(true);
    expect("read" in ZInquiry.parse({ ...valid, read: true })).toBe(false);
  });

  it("refuse a body that is not an object with the API's words", () => {
    expect(problems([valid]).first).toBe(SELL_MSG.inquiryNotObject);
    expect(problems("hello").first).toBe(SELL_MSG.inquiryNotObject);
  });
});

describe("codes in the page's path", () => {
  it("split on commas, over one or more segments, normalised like the form's", () => {
    expect(codesFromPath(undefined)).toEqual([]);
    expect(codesFromPath(["NK-1001"])).toEqual(["NK-1001"]);
    expect(codesFromPath(["nk-1001,ER-3002, br-2001 ,,NK-1001"])).toEqual(["NK-1001", "ER-3002", "BR-2001"]);
    expect(codesFromPath(["NK-1001", "er-3002"])).toEqual(["NK-1001", "ER-3002"]);
  });

  it("read a segment as Next hands it over, still percent-encoded (the comma as %2C)", () => {
    expect(codesFromPath(["NK-1001%2Cer-3002%2C%20BR-2001"])).toEqual(["NK-1001", "ER-3002", "BR-2001"]);
    expect(codesFromPath(["nk-1001,bad%20code"])).toEqual(["NK-1001"]);
    expect(codesFromPath(["NK-1001%2", "%E0%A4%A"])).toEqual([]);
  });

  it("drop what is not a code and keep at most the form's limit", () => {
    expect(codesFromPath(["<script>,NK-1001,a b,", "X".repeat(40)])).toEqual(["NK-1001"]);
    const many = Array.from({ length: 30 }, (_, i) => `NK-${1001 + i}`).join(",");
    expect(codesFromPath([many])).toHaveLength(INQUIRY_LIMITS.codes);
  });

  it("round-trip through href.inquiry()", () => {
    expect(href.inquiry()).toBe("/inquiry");
    expect(href.inquiry(["NK-1001", "ER-3002"])).toBe("/inquiry/NK-1001,ER-3002");
    const segment = decodeURIComponent(href.inquiry(["NK-1001", "ER-3002"]).split("/")[2]!);
    expect(codesFromPath([segment])).toEqual(["NK-1001", "ER-3002"]);
  });
});
