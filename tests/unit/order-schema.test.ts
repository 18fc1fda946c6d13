import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "@/lib/indian-states";
import { SELL_MSG } from "@/lib/messages/selling";
import { maxOrderQty, orderQtyChoices, orderRequestBody, type OrderFormValues } from "@/lib/schemas/order-fields";
import { ORDER_FIELDS, ZOrderRequest, firstOrderError, indianMobile, indianPincode, orderErrors } from "@/lib/schemas/order";

// The order request's rules (back office §2, §3, §5, §9): one schema for the form on
// /order-request/{id|cart} and POST /api/order/create.

const form: OrderFormValues = {
  fullname: "Asha Verma",
  email: "asha@example.com",
  phoneNumber: "9876543210",
  street: "12 MG Road",
  city: "Jaipur",
  state: "Rajasthan",
  pincode: "302001",
  country: "India",
  customerNotes: "",
};
const lines = [{ product_id: "cm0000000000000000000001", quantity: 2, color_id: "cm0000000000000000000009" }];
/** The lines as the schema stores them: a line without a size has size_id null (issue 42). */
const stored = lines.map((line) => ({ ...line, size_id: null }));
const SIZE_12 = "cm00000000000000000000012";
const SIZE_14 = "cm00000000000000000000014";

function problems(values: Partial<OrderFormValues>, products: unknown = lines) {
  const parsed = ZOrderRequest.safeParse({ ...orderRequestBody({ ...form, ...values }, []), products });
  if (parsed.success) throw new Error(`expected a failure for ${JSON.stringify(values)}`);
  return { fields: orderErrors(parsed.error), first: firstOrderError(parsed.error) };
}

describe("ZOrderRequest", () => {
  it("accepts a complete request and gives the stored form: trimmed, 10 digits, PIN without spaces, the state's spelling, India", () => {
    const body = orderRequestBody(
      { ...form, fullname: "  Asha Verma ", email: " asha@example.com\n", phoneNumber: "+91 98765-43210", state: " uttar   pradesh ", pincode: "302 001", customerNotes: "  Gift wrap  " },
      lines,
    );
    expect(ZOrderRequest.parse(body)).toEqual({
      customer: {
        fullname: "Asha Verma",
        email: "asha@example.com",
        phoneNumber: "9876543210",
        shippingAddress: { street: "12 MG Road", city: "Jaipur", state: "Uttar Pradesh", pincode: "302001", country: "India" },
      },
      products: stored,
      customerNotes: "Gift wrap",
    });
  });

  it("drops what it does not know: prices, totals, status, a user id", () => {
    const parsed = ZOrderRequest.parse({
      ...orderRequestBody(form, []),
      products: [{ ...lines[0], price: 1, total_price: 1, unitPrice: 1 }],
      totalAmount: 1,
      status: "paid",
      userId: "someone",
      user_id: "someone",
    });
    expect(Object.keys(parsed).sort()).toEqual(["customer", "products"]);
    expect(parsed.products).toEqual(stored);
  });

  it("a size (issue 42): size_id from one piece's request, sizeId from the cart's lines; one piece in two sizes is two lines", () => {
    const parsed = ZOrderRequest.parse({
      ...orderRequestBody(form, []),
      products: [
        { ...lines[0], size_id: SIZE_12 },
        { ...lines[0], sizeId: SIZE_14 },
      ],
    });
    expect(parsed.products.map((line) => line.size_id)).toEqual([SIZE_12, SIZE_14]);
    expect(parsed.products[1]).not.toHaveProperty("sizeId");
    expect(ZOrderRequest.parse({ ...orderRequestBody(form, []), products: [{ ...lines[0], size_id: "" }] }).products[0]!.size_id).toBeNull();
  });

  it("notes are optional: missing, null or blank mean none", () => {
    expect(ZOrderRequest.parse({ ...orderRequestBody(form, lines) }).customerNotes).toBeUndefined();
    expect(ZOrderRequest.parse({ ...orderRequestBody(form, lines), customerNotes: null }).customerNotes).toBeUndefined();
    expect(ZOrderRequest.parse({ ...orderRequestBody(form, lines), customerNotes: "  \n " }).customerNotes).toBeUndefined();
  });

  it("the country defaults to India and only India is accepted (shipping is India-only)", () => {
    const base = orderRequestBody(form, lines);
    const withCountry = (country: unknown) => ({ ...base, customer: { ...base.customer, shippingAddress: { ...base.customer.shippingAddress, country } } });
    for (const country of [undefined, null, "", "india", " INDIA "]) expect(ZOrderRequest.parse(withCountry(country)).customer.shippingAddress.country).toBe("India");
    for (const country of ["Nepal", "USA", 91]) {
      const parsed = ZOrderRequest.safeParse(withCountry(country));
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(orderErrors(parsed.error)).toEqual({ country: SELL_MSG.orderCountryIndiaOnly });
    }
  });

  it.each([
    ["fullname", "", SELL_MSG.orderFullnameRequired],
    ["fullname", "   ", SELL_MSG.orderFullnameRequired],
    ["fullname", "n".repeat(101), SELL_MSG.orderFieldTooLong("Full name", 100)],
    ["email", "", SELL_MSG.orderEmailRequired],
    ["email", "asha", SELL_MSG.orderEmailInvalid],
    ["email", "asha@example", SELL_MSG.orderEmailInvalid],
    ["phoneNumber", "", SELL_MSG.orderPhoneRequired],
    ["phoneNumber", "98765", SELL_MSG.orderPhoneInvalid],
    ["phoneNumber", "98765432101", SELL_MSG.orderPhoneInvalid],
    ["phoneNumber", "5876543210", SELL_MSG.orderPhoneInvalid],
    ["phoneNumber", "+1 987 654 3210", SELL_MSG.orderPhoneInvalid],
    ["phoneNumber", "9".repeat(21), SELL_MSG.orderPhoneInvalid],
    ["street", " ", SELL_MSG.orderStreetRequired],
    ["street", "s".repeat(201), SELL_MSG.orderFieldTooLong("Street address", 200)],
    ["city", "", SELL_MSG.orderCityRequired],
    ["state", "", SELL_MSG.orderStateRequired],
    ["state", "Rajasthan Province", SELL_MSG.orderStateInvalid],
    ["state", "Ontario", SELL_MSG.orderStateInvalid],
    ["pincode", "", SELL_MSG.orderPincodeRequired],
    ["pincode", "30200", SELL_MSG.orderPincodeInvalid],
    ["pincode", "3020011", SELL_MSG.orderPincodeInvalid],
    ["pincode", "012345", SELL_MSG.orderPincodeInvalid],
    ["pincode", "30200a", SELL_MSG.orderPincodeInvalid],
    ["customerNotes", "n".repeat(1001), SELL_MSG.orderFieldTooLong("Notes", 1000)],
  ] as const)("%s = %j → %s", (field, value, message) => {
    const { fields, first } = problems({ [field]: value });
    expect(fields).toEqual({ [field]: message });
    expect(first).toBe(message);
  });

  it.each([
    ["no lines", [], SELL_MSG.orderNoLines],
    ["not a list", "ring", SELL_MSG.orderNoLines],
    ["quantity 0", [{ ...lines[0], quantity: 0 }], SELL_MSG.orderQuantityRange(10)],
    ["quantity 11", [{ ...lines[0], quantity: 11 }], SELL_MSG.orderQuantityRange(10)],
    ["quantity 2.5", [{ ...lines[0], quantity: 2.5 }], SELL_MSG.orderQuantityRange(10)],
    ["quantity as text", [{ ...lines[0], quantity: "2" }], SELL_MSG.orderQuantityRange(10)],
    ["no product id", [{ quantity: 1 }], SELL_MSG.orderProductInvalid],
    ["a product id that is not text", [{ product_id: 7, quantity: 1 }], SELL_MSG.orderProductInvalid],
    ["a product id with a control character", [{ product_id: "c1\u0000", quantity: 1 }], SELL_MSG.orderProductInvalid],
    ["the same product twice (even in two colours)", [lines[0], { ...lines[0], color_id: "other" }], SELL_MSG.orderDuplicateLine],
    ["the same product in the same size twice", [{ ...lines[0], size_id: SIZE_12 }, { ...lines[0], sizeId: SIZE_12 }], SELL_MSG.orderDuplicateLine],
    ["a size id that is not a cuid", [{ ...lines[0], size_id: "12" }], SELL_MSG.orderProductInvalid],
    ["101 lines", Array.from({ length: 101 }, (_, i) => ({ product_id: `p${i}`, quantity: 1 })), SELL_MSG.orderTooManyLines(100)],
  ])("products: %s → %s", (_label, products, message) => {
    const { fields, first } = problems({}, products);
    expect(fields).toEqual({ products: message });
    expect(first).toBe(message);
  });

  it("accepts 100 lines, quantities 1 and 10, and an empty colour as none", () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ product_id: `p${i}`, quantity: i % 2 ? 10 : 1, color_id: "" }));
    const parsed = ZOrderRequest.parse({ ...orderRequestBody(form, []), products: many });
    expect(parsed.products).toHaveLength(100);
    expect(parsed.products.every((line) => line.color_id === null)).toBe(true);
  });

  it("a missing customer or address: each field says what it needs; the first in the form's order is the msg", () => {
    const parsed = ZOrderRequest.safeParse({ products: lines });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(orderErrors(parsed.error)).toEqual({
      fullname: SELL_MSG.orderFullnameRequired,
      email: SELL_MSG.orderEmailRequired,
      phoneNumber: SELL_MSG.orderPhoneRequired,
      street: SELL_MSG.orderStreetRequired,
      city: SELL_MSG.orderCityRequired,
      state: SELL_MSG.orderStateRequired,
      pincode: SELL_MSG.orderPincodeRequired,
    });
    expect(firstOrderError(parsed.error)).toBe(SELL_MSG.orderFullnameRequired);
    const noAddress = ZOrderRequest.safeParse({ customer: { fullname: "A", email: "a@b.co", phoneNumber: "9876543210" }, products: lines });
    if (!noAddress.success) expect(firstOrderError(noAddress.error)).toBe(SELL_MSG.orderStreetRequired);
    else throw new Error("expected a failure");
  });

  it("a body that is not an object gets its own message", () => {
    for (const body of [null, [], "order", 5]) {
      const parsed = ZOrderRequest.safeParse(body);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(firstOrderError(parsed.error)).toBe(SELL_MSG.orderNotAnObject);
    }
  });

  it("every field of the form is named in the field order", () => {
    expect(ORDER_FIELDS).toEqual(["fullname", "email", "phoneNumber", "street", "city", "state", "pincode", "country", "customerNotes", "products"]);
  });

  it("accepts every state and union territory of the list", () => {
    for (const state of INDIAN_STATES) {
      expect(ZOrderRequest.parse(orderRequestBody({ ...form, state: state.toUpperCase() }, lines)).customer.shippingAddress.state).toBe(state);
    }
  });
});

describe("indianMobile and indianPincode", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["(987) 654-3210", "9876543210"],
    ["6000000000", "6000000000"],
    ["1234567890", null],
    ["+44 7911 123456", null],
    ["98765 4321", null],
  ])("mobile %j → %j", (input, expected) => expect(indianMobile(input)).toBe(expected));

  it.each([
    ["302001", "302001"],
    ["302 001", "302001"],
    ["110001", "110001"],
    ["000001", null],
    ["02001", null],
    ["3020010", null],
    ["30-2001", null],
  ])("PIN %j → %j", (input, expected) => expect(indianPincode(input)).toBe(expected));
});

describe("the quantity a request may ask for (§9: up to 10, bounded by the stock, 5 when unknown)", () => {
  it.each([
    [100, true, 10],
    [10, true, 10],
    [7, true, 7],
    [1, true, 1],
    [0, true, 0],
    [-3, true, 0],
    [50, false, 0],
    [null, true, 5],
    [undefined, true, 5],
    [Number.NaN, true, 5],
    [3.7, true, 3],
  ])("stock %j (in stock %j) → up to %j", (stock, inStock, max) => {
    expect(maxOrderQty(stock, inStock)).toBe(max);
    expect(orderQtyChoices(stock, inStock)).toEqual(Array.from({ length: max }, (_, i) => i + 1));
  });
});

describe("orderRequestBody", () => {
  it("nests the form's fields as the spec's body and leaves out empty notes", () => {
    expect(orderRequestBody(form, lines)).toEqual({
      customer: {
        fullname: "Asha Verma",
        email: "asha@example.com",
        phoneNumber: "9876543210",
        shippingAddress: { street: "12 MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", country: "India" },
      },
      products: lines,
    });
    expect(orderRequestBody({ ...form, customerNotes: "Call first", country: "" }, lines)).toMatchObject({ customerNotes: "Call first", customer: { shippingAddress: { country: "India" } } });
  });
});
