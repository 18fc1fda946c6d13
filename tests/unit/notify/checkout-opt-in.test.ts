import { describe, expect, it } from "vitest";
import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import { ZCheckoutCustomer, ZCheckoutForm, checkoutCustomer, firstCheckoutError } from "@/lib/schemas/checkout";

// The checkout's "Send me order updates on WhatsApp" box in create-order's metadata.customer.
const form = ZCheckoutForm.parse({
  name: "Asha Verma",
  email: "asha@example.com",
  contact: "+91 98765 43210",
  addressLine1: "14 Lake View Road",
  addressLine2: "",
  city: "Pune",
  state: "Maharashtra",
  postalCode: "411001",
  notes: "",
});

describe("the WhatsApp opt-in", () => {
  it("is sent only when ticked, and read as true", () => {
    expect(checkoutCustomer(form)).not.toHaveProperty("whatsappOptIn");
    expect(checkoutCustomer(form, true)).toMatchObject({ whatsappOptIn: true });
    expect(ZCheckoutCustomer.parse(checkoutCustomer(form, true)).whatsappOptIn).toBe(true);
    expect(ZCheckoutCustomer.parse(checkoutCustomer(form)).whatsappOptIn).toBeUndefined();
    expect(ZCheckoutCustomer.parse({ ...checkoutCustomer(form), whatsappOptIn: false }).whatsappOptIn).toBe(false);
  });

  it("anything but true or false is refused with its own message", () => {
    for (const value of ["yes", 1, null]) {
      const parsed = ZCheckoutCustomer.safeParse({ ...checkoutCustomer(form), whatsappOptIn: value });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(firstCheckoutError(parsed.error)).toBe(NOTIFY_MSG.optInInvalid);
    }
  });
});
