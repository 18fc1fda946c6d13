import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import {
  EMPTY_CHECKOUT,
  ZCheckoutCustomer,
  ZCheckoutForm,
  checkoutCustomer,
  checkoutErrors,
  checkoutProblem,
  firstCheckoutError,
} from "@/lib/schemas/checkout";

// The checkout form's rules (back office §3 'Checkout form', §5, §8), with our one departure: the
// delivery address (line 1, city, state, pincode) is required.

const valid = {
  name: "Asha Verma",
  email: "asha@example.com",
  contact: "9876543210",
  addressLine1: "14 Lake View Road",
  addressLine2: "Flat 3B",
  city: "Pune",
  state: "Maharashtra",
  postalCode: "411001",
  notes: "Gift wrap, please",
};

function problems(input: unknown) {
  const parsed = ZCheckoutForm.safeParse(input);
  if (parsed.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return { fields: checkoutErrors(parsed.error), problem: checkoutProblem(checkoutErrors(parsed.error)), first: firstCheckoutError(parsed.error) };
}

describe("ZCheckoutForm", () => {
  it("accepts a complete form, trims every text and normalises phone, state and pincode", () => {
    const parsed = ZCheckoutForm.parse({
      ...valid,
      name: "  Asha Verma ",
      contact: "+91 98765-43210",
      state: " maharashtra ",
      postalCode: "411 001",
      notes: "\n Gift wrap, please \n",
    });
    expect(parsed).toEqual(valid);
  });

  it("keeps address line 2 and notes optional (absent, null or blank become empty)", () => {
    const parsed = ZCheckoutForm.parse({ ...valid, addressLine2: "  ", notes: undefined });
    expect(parsed.addressLine2).toBe("");
    expect(parsed.notes).toBe("");
    expect(ZCheckoutForm.parse({ ...valid, addressLine2: null }).addressLine2).toBe("");
  });

  it.each([
    ["name", "", SELL_MSG.checkoutNameRequired],
    ["name", "   ", SELL_MSG.checkoutNameRequired],
    ["email", "", SELL_MSG.checkoutEmailRequired],
    ["contact", "", SELL_MSG.checkoutContactRequired],
    ["contact", " \t", SELL_MSG.checkoutContactRequired],
  ])("a missing contact detail (%s = %j) → the spec's 'Please complete contact details'", (field, value, message) => {
    const { fields, problem } = problems({ ...valid, [field]: value });
    expect(fields).toEqual({ [field]: message });
    expect(problem).toBe(SELL_MSG.completeContactDetails);
  });

  it("all three contact details missing: one message, and each field its own", () => {
    const { fields, first } = problems({ ...valid, name: "", email: "", contact: "" });
    expect(fields).toEqual({ name: SELL_MSG.checkoutNameRequired, email: SELL_MSG.checkoutEmailRequired, contact: SELL_MSG.checkoutContactRequired });
    expect(first).toBe(SELL_MSG.completeContactDetails);
  });

  it.each([
    ["email", "asha", MSG.contactEmailInvalid],
    ["email", "asha @example.com", MSG.contactEmailInvalid],
    ["contact", "98765", MSG.contactPhoneInvalid],
    ["contact", "98765432101", MSG.contactPhoneInvalid],
    ["contact", "98765abcde", MSG.contactPhoneInvalid],
    ["contact", "+1 987 654 3210", MSG.contactPhoneInvalid],
    ["postalCode", "41100", SELL_MSG.checkoutPostalCodeInvalid],
    ["postalCode", "4110012", SELL_MSG.checkoutPostalCodeInvalid],
    ["postalCode", "011001", SELL_MSG.checkoutPostalCodeInvalid],
    ["postalCode", "41100a", SELL_MSG.checkoutPostalCodeInvalid],
    ["state", "Atlantis", SELL_MSG.checkoutStateInvalid],
  ])("%s = %j is refused with its own message → %s", (field, value, message) => {
    const { fields, problem } = problems({ ...valid, [field]: value });
    expect(fields).toEqual({ [field]: message });
    expect(problem).toBe(message);
  });

  it.each([
    ["addressLine1", SELL_MSG.checkoutAddressLine1Required],
    ["city", SELL_MSG.checkoutCityRequired],
    ["state", SELL_MSG.checkoutStateRequired],
    ["postalCode", SELL_MSG.checkoutPostalCodeRequired],
  ])("a missing delivery address part (%s) → 'Please enter your delivery address.' and the field's message", (field, message) => {
    const { fields, problem } = problems({ ...valid, [field]: "" });
    expect(fields).toEqual({ [field]: message });
    expect(problem).toBe(SELL_MSG.enterDeliveryAddress);
  });

  it("missing contact details come before a missing address; an invalid value after both", () => {
    expect(problems({ ...valid, email: "", city: "" }).problem).toBe(SELL_MSG.completeContactDetails);
    expect(problems({ ...valid, contact: "123", city: "" }).problem).toBe(SELL_MSG.enterDeliveryAddress);
    expect(problems({ ...valid, contact: "123", postalCode: "12" }).problem).toBe(MSG.contactPhoneInvalid);
  });

  it("an empty form names the contact details first, with a message under every required field", () => {
    const { fields, problem } = problems(EMPTY_CHECKOUT);
    expect(problem).toBe(SELL_MSG.completeContactDetails);
    expect(Object.keys(fields).sort()).toEqual(["addressLine1", "city", "contact", "email", "name", "postalCode", "state"]);
  });

  it("refuses texts past their limits with the field's name", () => {
    expect(problems({ ...valid, name: "A".repeat(101) }).fields.name).toBe(MSG.contactTooLong("Full Name", 100));
    expect(problems({ ...valid, addressLine2: "B".repeat(201) }).fields.addressLine2).toBe(MSG.contactTooLong("Address Line 2", 200));
    expect(problems({ ...valid, notes: "C".repeat(1001) }).fields.notes).toBe(MSG.contactTooLong("Order Notes", 1000));
  });

  it("non-text values are refused as missing, not with a type error", () => {
    expect(problems({ ...valid, name: 42 }).fields).toEqual({ name: SELL_MSG.checkoutNameRequired });
    expect(problems({ ...valid, contact: null }).fields).toEqual({ contact: SELL_MSG.checkoutContactRequired });
    expect(problems(null).first).toBe("Send the form as a JSON object.");
  });
});

describe("ZCheckoutCustomer (create-order's metadata.customer)", () => {
  const customer = checkoutCustomer(ZCheckoutForm.parse(valid));

  it("is the form's values nested as the spec sends them, and parses to itself", () => {
    expect(customer).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      contact: "9876543210",
      address: { line1: "14 Lake View Road", line2: "Flat 3B", city: "Pune", state: "Maharashtra", postalCode: "411001" },
    });
    expect(ZCheckoutCustomer.parse(customer)).toEqual(customer);
  });

  it("gives the same messages as the form, wherever the customer sits in the body", () => {
    const parsed = ZCheckoutCustomer.safeParse({ ...customer, contact: "", address: { ...customer.address, postalCode: "12" } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(checkoutErrors(parsed.error)).toEqual({ contact: SELL_MSG.checkoutContactRequired, postalCode: SELL_MSG.checkoutPostalCodeInvalid });
    expect(firstCheckoutError(parsed.error)).toBe(SELL_MSG.completeContactDetails);

    const noAddress = ZCheckoutCustomer.safeParse({ ...customer, address: undefined });
    expect(noAddress.success).toBe(false);
    if (!noAddress.success) expect(firstCheckoutError(noAddress.error)).toBe(SELL_MSG.enterDeliveryAddress);

    const noCustomer = ZCheckoutCustomer.safeParse(undefined);
    expect(noCustomer.success).toBe(false);
    if (!noCustomer.success) expect(firstCheckoutError(noCustomer.error)).toBe(SELL_MSG.completeContactDetails);
  });
});
