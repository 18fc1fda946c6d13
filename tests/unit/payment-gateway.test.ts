import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { SELL_MSG } from "@/lib/messages/selling";
import { AppError } from "@/server/errors";
import { chooseGateway, createGateway, localGatewayActive, paymentKeySecret, webhookSecret } from "@/server/payments/gateway";
import { LOCAL_CHECKOUT_SCRIPT, LOCAL_KEY_SECRET, LOCAL_WEBHOOK_SECRET, localGateway, localId } from "@/server/payments/local-gateway";
import { RAZORPAY_CHECKOUT_SCRIPT } from "@/server/payments/razorpay-gateway";
import {
  checkoutSignature,
  constantTimeEqual,
  isValidCheckoutSignature,
  isValidPaymentLinkSignature,
  isValidWebhookSignature,
  paymentLinkSignature,
  webhookSignature,
} from "@/server/payments/signatures";

// The gateway seam's choice (real Razorpay with keys, the local fake only outside a real
// production, otherwise refusal), the Razorpay settings' validation, and the three signatures
// against vectors computed independently (openssl dgst -sha256 -hmac).

const SITE = { NEXT_PUBLIC_SITE_URL: "https://shop.example.com" };
const KEYS = { RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456", RAZORPAY_KEY_SECRET: "test_key_secret_123", RAZORPAY_WEBHOOK_SECRET: "whsec_123456" };

function expect503(fn: () => unknown) {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(AppError);
  expect((thrown as AppError).status).toBe(503);
  return thrown as AppError;
}

describe("choosing the gateway", () => {
  it("uses Razorpay whenever both keys are set", () => {
    for (const NODE_ENV of ["development", "test", "production"]) {
      const env = parseEnv({ NODE_ENV, ...SITE, ...KEYS });
      expect(chooseGateway(env)).toBe("razorpay");
      const gateway = createGateway(env);
      expect(gateway).toMatchObject({ name: "razorpay", keyId: KEYS.RAZORPAY_KEY_ID, checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT });
      expect(paymentKeySecret(env)).toBe(KEYS.RAZORPAY_KEY_SECRET);
      expect(webhookSecret(env)).toBe(KEYS.RAZORPAY_WEBHOOK_SECRET);
      expect(localGatewayActive(env)).toBe(false);
    }
  });

  it("uses the local fake without keys in development and tests, and on a production build run locally (SHOP_LOCAL=1)", () => {
    for (const source of [{ NODE_ENV: "development" }, { NODE_ENV: "test" }, { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "http://localhost:3000", SHOP_LOCAL: "1" }]) {
      const env = parseEnv(source);
      expect(chooseGateway(env)).toBe("local");
      expect(createGateway(env)).toMatchObject({ name: "local", checkoutScriptUrl: LOCAL_CHECKOUT_SCRIPT });
      expect(paymentKeySecret(env)).toBe(LOCAL_KEY_SECRET);
      expect(webhookSecret(env)).toBe(LOCAL_WEBHOOK_SECRET);
      expect(localGatewayActive(env)).toBe(true);
    }
  });

  it("a production server without keys refuses to take payments (503), never falling back to the fake", () => {
    const env = parseEnv({ NODE_ENV: "production", ...SITE });
    expect(chooseGateway(env)).toBe("unavailable");
    expect(expect503(() => createGateway(env)).message).toBe(SELL_MSG.paymentsUnavailable);
    expect503(() => paymentKeySecret(env));
    expect503(() => webhookSecret(env));
    expect(localGatewayActive(env)).toBe(false);
  });

  it("with keys but no webhook secret outside production, webhooks are refused rather than checked with a guess", () => {
    const env = parseEnv({ NODE_ENV: "development", RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: KEYS.RAZORPAY_KEY_SECRET });
    expect(chooseGateway(env)).toBe("razorpay");
    expect503(() => webhookSecret(env));
  });
});

describe("the Razorpay settings", () => {
  it("go together: a key id without its secret, or the other way round, fails at start", () => {
    expect(() => parseEnv({ NODE_ENV: "test", RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together/);
    expect(() => parseEnv({ NODE_ENV: "test", RAZORPAY_KEY_SECRET: KEYS.RAZORPAY_KEY_SECRET })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together/);
    expect(parseEnv({ NODE_ENV: "test", RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "" }).RAZORPAY_KEY_ID).toBeUndefined();
  });

  it("need the webhook secret with the keys in production", () => {
    const { RAZORPAY_WEBHOOK_SECRET: _omit, ...keys } = KEYS;
    expect(() => parseEnv({ NODE_ENV: "production", ...SITE, ...keys })).toThrow(/RAZORPAY_WEBHOOK_SECRET is required/);
    expect(parseEnv({ NODE_ENV: "development", ...keys }).RAZORPAY_KEY_ID).toBe(KEYS.RAZORPAY_KEY_ID);
  });

  it("refuse a key id that is not one", () => {
    expect(() => parseEnv({ NODE_ENV: "test", ...KEYS, RAZORPAY_KEY_ID: "my-key" })).toThrow(/RAZORPAY_KEY_ID/);
  });
});

describe("signatures", () => {
  it("checkout: HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    const signed = { razorpayOrderId: "order_IluGWxBm9U8zJ8", razorpayPaymentId: "pay_IluGWxBm9U8zJ9" };
    const expected = "1b7c366b19bc8f59686e3c092e1fc541be2a084e631d3645e93eb32bcaf9f8ea";
    expect(checkoutSignature(signed, "test_key_secret")).toBe(expected);
    expect(isValidCheckoutSignature(signed, expected, "test_key_secret")).toBe(true);
    expect(isValidCheckoutSignature(signed, `${expected.slice(0, -1)}b`, "test_key_secret")).toBe(false);
    expect(isValidCheckoutSignature({ ...signed, razorpayOrderId: "order_Other" }, expected, "test_key_secret")).toBe(false);
    expect(isValidCheckoutSignature(signed, expected, "another_secret")).toBe(false);
  });

  it("webhook: HMAC-SHA256 of the raw body with the webhook secret", () => {
    const raw = '{"event":"payment.captured"}';
    const expected = "4673dd707ef4c41b987cb7fefe1583142dc702388c93145b7814b9ad3d3c183e";
    expect(webhookSignature(raw, "whsec")).toBe(expected);
    expect(isValidWebhookSignature(raw, expected, "whsec")).toBe(true);
    expect(isValidWebhookSignature('{"event": "payment.captured"}', expected, "whsec")).toBe(false);
  });

  it("payment link: HMAC-SHA256 of link|reference|status|payment with the key secret", () => {
    const signed = { paymentLinkId: "plink_A", referenceId: "SA-26-00001", status: "paid", razorpayPaymentId: "pay_B" };
    const expected = "37612b032e5239d66673175ff5e53ab8a9054c891c0a24e9c494fdba20e45b2e";
    expect(paymentLinkSignature(signed, "test_key_secret")).toBe(expected);
    expect(isValidPaymentLinkSignature(signed, expected, "test_key_secret")).toBe(true);
    expect(isValidPaymentLinkSignature({ ...signed, status: "created" }, expected, "test_key_secret")).toBe(false);
  });

  it("compare safely whatever they are given", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    for (const given of ["abd", "ab", "abcd", "", null, undefined, 42, ["abc"]]) expect(constantTimeEqual("abc", given)).toBe(false);
  });
});

describe("the local fake gateway", () => {
  it("makes Razorpay-like ids marked LOCAL and refunds only payments it issued", async () => {
    const gateway = localGateway();
    expect(localId("order")).toMatch(/^order_LOCAL[A-Za-z0-9]{14}$/);
    expect(localId("pay")).not.toBe(localId("pay"));
    const order = await gateway.createOrder({ amountPaise: 129900, receipt: "rcpt_1", notes: {} });
    expect(order).toEqual({ id: expect.stringMatching(/^order_LOCAL/), amountPaise: 129900, currency: "INR" });
    const link = await gateway.createPaymentLink({
      amountPaise: 100,
      referenceId: "SA-26-00001",
      description: "x",
      customer: { name: "A", email: "a@example.com", contact: "+919876543210" },
      expireBy: new Date(),
      callbackUrl: "http://localhost:3000/api/payments/link-callback",
      notes: {},
    });
    expect(link.shortUrl).toMatch(/\/pay\/plink_LOCAL[A-Za-z0-9]{14}$/);
    expect((await gateway.refund({ razorpayPaymentId: localId("pay"), amountPaise: 100, notes: {} })).id).toMatch(/^rfnd_LOCAL/);
    await expect(gateway.refund({ razorpayPaymentId: "pay_RealOne123", amountPaise: 100, notes: {} })).rejects.toThrow(/does not exist/);
  });
});
