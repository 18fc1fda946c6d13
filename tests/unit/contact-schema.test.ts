import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages/shop";
import { CONTACT_LIMITS, ZContactMessage, contactErrors, firstContactError, tenDigitPhone } from "@/lib/schemas/contact";

// The contact form's rules (storefront §5), one schema for the form and POST /api/contact.

const valid = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210", message: "Do you resize rings?", consent: true };

function problems(input: unknown) {
  const parsed = ZContactMessage.safeParse(input);
  if (parsed.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return { fields: contactErrors(parsed.error), first: firstContactError(parsed.error) };
}

describe("ZContactMessage", () => {
  it("accepts a complete message and trims every text", () => {
    const parsed = ZContactMessage.parse({ ...valid, name: "  Asha Verma ", email: " asha@example.com\n", message: "\n Hello \n" });
    expect(parsed).toEqual({ ...valid, message: "Hello" });
  });

  it.each([
    ["name", "", MSG.contactNameRequired],
    ["name", "   ", MSG.contactNameRequired],
    ["email", "", MSG.contactEmailRequired],
    ["email", "  ", MSG.contactEmailRequired],
    ["email", "asha", MSG.contactEmailInvalid],
    ["email", "asha@example", MSG.contactEmailInvalid],
    ["email", "asha @example.com", MSG.contactEmailInvalid],
    ["phone", "", MSG.contactPhoneRequired],
    ["phone", " ", MSG.contactPhoneRequired],
    ["phone", "98765", MSG.contactPhoneInvalid],
    ["phone", "98765432101", MSG.contactPhoneInvalid],
    ["phone", "98765abcde", MSG.contactPhoneInvalid],
    ["phone", "+1 987 654 3210", MSG.contactPhoneInvalid],
    ["message", "", MSG.contactMessageRequired],
    ["message", " \n\t ", MSG.contactMessageRequired],
    ["consent", false, MSG.contactConsentRequired],
  ])("%s = %j → %s", (field, value, message) => {
    const { fields, first } = problems({ ...valid, [field]: value });
    expect(fields).toEqual({ [field]: message });
    expect(first).toBe(message);
  });

  it("gives the spec's 'required' message for a missing or non-text field", () => {
    expect(problems({ ...valid, name: undefined }).fields).toEqual({ name: MSG.contactNameRequired });
    expect(problems({ ...valid, email: 42 }).fields).toEqual({ email: MSG.contactEmailRequired });
    expect(problems({ ...valid, phone: null }).fields).toEqual({ phone: MSG.contactPhoneRequired });
    expect(problems({ ...valid, consent: "true" }).fields).toEqual({ consent: MSG.contactConsentRequired });
  });

  it("reports every field of an empty form, the first in the form's order", () => {
    const { fields, first } = problems({ name: "", email: "", phone: "", message: "", consent: false });
    expect(fields).toEqual({
      name: MSG.contactNameRequired,
      email: MSG.contactEmailRequired,
      phone: MSG.contactPhoneRequired,
      message: MSG.contactMessageRequired,
      consent: MSG.contactConsentRequired,
    });
    expect(first).toBe(MSG.contactNameRequired);
    expect(problems({}).first).toBe(MSG.contactNameRequired);
  });

  it("limits lengths after trimming", () => {
    expect(ZContactMessage.safeParse({ ...valid, name: `${"a".repeat(CONTACT_LIMITS.name)}  ` }).success).toBe(true);
    expect(problems({ ...valid, name: "a".repeat(CONTACT_LIMITS.name + 1) }).first).toBe("Full Name must be at most 100 characters.");
    expect(problems({ ...valid, message: "m".repeat(CONTACT_LIMITS.message + 1) }).first).toBe("Your Message must be at most 2,000 characters.");
    const longEmail = `${"a".repeat(64)}@${"b".repeat(190)}.com`;
    expect(problems({ ...valid, email: longEmail }).first).toBe("Email Address must be at most 254 characters.");
  });

  it("refuses what is not a JSON object", () => {
    for (const body of [null, [], "text", 5]) expect(problems(body).first).toBe("Send the message as a JSON object.");
  });

  it("stores the phone as its 10 digits however it was written", () => {
    for (const phone of ["9876543210", "98765 43210", "+91 98765 43210", "+91-98765-43210", "09876543210", "(98765) 43210", "919876543210"]) {
      expect(ZContactMessage.parse({ ...valid, phone }).phone, phone).toBe("9876543210");
    }
  });
});

describe("tenDigitPhone", () => {
  it("keeps a 10-digit number that itself starts with 91 or 0", () => {
    expect(tenDigitPhone("9198765432")).toBe("9198765432");
    expect(tenDigitPhone("0141234567")).toBe("0141234567");
  });

  it("refuses other lengths and other country codes", () => {
    for (const phone of ["", "123456789", "12345678901", "+1 9876543210", "+44 9876543210", "9876５43210"]) expect(tenDigitPhone(phone), phone).toBeNull();
  });
});
