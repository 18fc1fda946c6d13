import { expect, test, type Page } from "@playwright/test";
import { SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsHere } from "./support/axe";
import { ownAddress } from "./support/client-address";

// The contact page (storefront §2.16, §4, §5) on a desktop and a phone: every message of the form,
// the consent gate, the thank-you screen, a server refusal that keeps what was typed, and the map
// that asks nothing of Google until the shopper does.
//
// Rate limit: the e2e server is shared by parallel tests and both projects, and the API allows 5
// messages per address per 10 minutes. Each test therefore sends from its own address
// (X-Forwarded-For, which the server takes as the client's, see src/server/http/client-address.ts).


async function openContact(page: Page, address = ownAddress()) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  const response = await page.goto(href.contact());
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle"); // hydrated: a tick or a key before that would be lost
  return address;
}

/** A text field by its accessible name (the visual "*" after each label is hidden from it). */
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const consent = (page: Page) => page.getByRole("checkbox", { name: MSG.contactConsent });
const submit = (page: Page) => page.getByRole("button", { name: MSG.contactSubmit });

async function fill(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  await field(page, "Full Name").fill(values.name);
  await field(page, "Email Address").fill(values.email);
  await field(page, "Phone Number").fill(values.phone);
  await field(page, "Your Message").fill(values.message);
}

test("Our Place: location, the contact page's hours, phone, e-mail, follow-us links and the store's JSON-LD", async ({ page }) => {
  await openContact(page);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  const place = page.getByRole("region", { name: "Our Place" });
  await expect(place).toContainText(SHOP.address);
  for (const line of SHOP.contactHours) await expect(place.getByText(line, { exact: true })).toBeVisible();
  await expect(place.locator('a[href^="tel:"]')).toBeVisible();
  await expect(place.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(place.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", SHOP.instagramUrl);
  await expect(place.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", SHOP.whatsappUrl);

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text) as unknown);
  const store = data.find((item) => (item as { "@type"?: string })["@type"] === "JewelryStore") as Record<string, unknown> | undefined;
  expect(store, JSON.stringify(data)).toMatchObject({
    name: SHOP.name,
    address: { "@type": "PostalAddress", addressLocality: "Jaipur" },
    geo: { latitude: SHOP.geo.latitude, longitude: SHOP.geo.longitude },
  });
  expect(store!.telephone).toBe(await place.locator('a[href^="tel:"]').textContent());
  expect((store!.openingHoursSpecification as unknown[]).length).toBe(SHOP.contactHours.length);
  await expect(page).toHaveTitle(/Contact Us/);
});

test("every message of the form shows for bad input, what was typed stays, and editing a field clears its error", async ({ page }) => {
  await openContact(page);
  await fill(page, { name: "   ", email: "asha@", phone: "12345", message: "" });
  await consent(page).check();
  await submit(page).click();

  const expectError = async (label: string, message: string) => {
    const input = field(page, label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  };
  await expectError("Full Name", MSG.contactNameRequired);
  await expectError("Email Address", MSG.contactEmailInvalid);
  await expectError("Phone Number", MSG.contactPhoneInvalid);
  await expectError("Your Message", MSG.contactMessageRequired);
  await expect(field(page, "Full Name")).toBeFocused(); // the first invalid field
  // Nothing typed is lost.
  await expect(field(page, "Email Address")).toHaveValue("asha@");
  await expect(field(page, "Phone Number")).toHaveValue("12345");
  await expect(consent(page)).toBeChecked();

  // Editing a field clears its error only.
  await field(page, "Email Address").fill("");
  await expect(page.getByText(MSG.contactEmailInvalid)).toHaveCount(0);
  await expect(field(page, "Email Address")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(MSG.contactPhoneInvalid)).toBeVisible();
  await field(page, "Phone Number").fill("");
  await field(page, "Full Name").fill("Asha Verma");
  await submit(page).click();
  await expectError("Email Address", MSG.contactEmailRequired);
  await expectError("Phone Number", MSG.contactPhoneRequired);
  await expect(page.getByText(MSG.contactNameRequired)).toHaveCount(0);
  await expect(field(page, "Email Address")).toBeFocused();
  await expect(field(page, "Full Name")).toHaveValue("Asha Verma");
});

test("the consent box gates the submit button, and the policy opens in its own tab", async ({ page }) => {
  await openContact(page);
  await expect(submit(page)).toBeDisabled();
  await fill(page, { name: "Asha", email: "asha@example.com", phone: "9876543210", message: "Hello" });
  await expect(submit(page)).toBeDisabled();
  await consent(page).check();
  await expect(submit(page)).toBeEnabled();
  await consent(page).uncheck();
  await expect(submit(page)).toBeDisabled();
  const policy = page.locator("form").getByRole("link", { name: "privacy policy", exact: true });
  await expect(policy).toHaveAttribute("href", href.privacy());
  await expect(policy).toHaveAttribute("target", "_blank");
});

test("a valid message is sent: 'Thank You!', then 'Send Another Message' shows an empty form", async ({ page }) => {
  await openContact(page);
  await fill(page, { name: "Asha Verma", email: "asha@example.com", phone: "+91 98765 43210", message: "Do you resize silver rings?" });
  await consent(page).check();
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact") && response.request().method() === "POST");
  await submit(page).click();
  expect((await sent).status()).toBe(201);

  await expect(page.getByRole("heading", { name: MSG.contactThanksTitle })).toBeVisible();
  await expect(page.getByText(MSG.contactThanksBody)).toBeVisible();
  await page.getByRole("button", { name: MSG.contactSendAnother }).click();

  for (const label of ["Full Name", "Email Address", "Phone Number", "Your Message"]) await expect(field(page, label)).toHaveValue("");
  await expect(consent(page)).not.toBeChecked();
  await expect(submit(page)).toBeDisabled();
  await expect(field(page, "Full Name")).toBeFocused();
});

test("a refusal from the server (rate limit) is shown and keeps everything typed", async ({ page, request, baseURL }) => {
  const address = await openContact(page);
  // Use up this address's messages through the API itself.
  const message = { name: "Ravi", email: "ravi@example.com", phone: "9876543210", message: "Hi", consent: true };
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post("/api/contact", { data: message, headers: { origin: baseURL!, "x-forwarded-for": address } });
    expect(res.status()).toBe(201);
  }
  const crossSite = await request.post("/api/contact", { data: message, headers: { origin: "https://evil.example", "x-forwarded-for": ownAddress() } });
  expect(crossSite.status()).toBe(403);

  await fill(page, { name: "Ravi Kumar", email: "ravi@example.com", phone: "9876543210", message: "A long message I do not want to type again." });
  await consent(page).check();
  await submit(page).click();
  const notice = page.locator("form").getByRole("alert");
  await expect(notice).toHaveText(MSG.contactTooMany(10));
  await expect(field(page, "Your Message")).toHaveValue("A long message I do not want to type again.");
  await expect(field(page, "Full Name")).toHaveValue("Ravi Kumar");
  await expect(consent(page)).toBeChecked();
  // Editing clears the notice; the button stays usable.
  await field(page, "Your Message").fill("A long message I do not want to type again!");
  await expect(notice).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
});

/** Every request the page makes to another origin than the shop's. */
function thirdPartyRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).origin;
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== own) seen.push(url);
  });
  return seen;
}

test("the map asks nothing of Google until 'Show map' is pressed, then embeds it in the same box", async ({ page, baseURL }) => {
  // The machine is offline: Google's answer is stubbed, which also proves the CSP lets the frame load.
  let embedRequests = 0;
  await page.route("https://www.google.com/maps**", async (route) => {
    embedRequests += 1;
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>Google Maps</p>" });
  });
  const thirdParty = thirdPartyRequests(page, baseURL!);
  await openContact(page);
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  expect(embedRequests).toBe(0);

  const map = page.locator("figure").filter({ has: page.getByRole("link", { name: /Open in Google Maps/ }) });
  await map.scrollIntoViewIfNeeded();
  const before = await map.boundingBox();
  await expect(map.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await page.getByRole("button", { name: "Show map" }).click();

  const frame = page.locator(`iframe[title="Map: ${SHOP.name}, ${SHOP.address}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=/);
  await expect(frame).toBeFocused();
  await expect(page.frameLocator("iframe[title^='Map:']").getByText("Google Maps")).toBeVisible();
  expect(embedRequests).toBe(1);
  const after = await map.boundingBox();
  expect(after?.height).toBeCloseTo(before!.height, 0); // the embed takes the drawing's place
});

test("home 'Visit our store' shows the same map facade and loads nothing from Google", async ({ page, baseURL }) => {
  const thirdParty = thirdPartyRequests(page, baseURL!);
  await page.goto(href.home());
  const visit = page.getByRole("region", { name: MSG.visitOurStore });
  await visit.scrollIntoViewIfNeeded();
  await expect(visit.getByRole("button", { name: "Show map" })).toBeVisible();
  await expect(visit.getByRole("link", { name: /Open in Google Maps/ })).toBeVisible();
  for (const line of SHOP.storeHours) await expect(visit.getByText(line, { exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  await expect(visit.locator("iframe")).toHaveCount(0);

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text) as unknown);
  expect(data.some((item) => (item as { "@type"?: string })["@type"] === "JewelryStore")).toBe(true);
});

test("the contact page has no serious accessibility violations, also with errors shown", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  await expectNoSeriousA11yViolations(page, href.contact());
  await consent(page).check();
  await submit(page).click();
  await expect(page.getByText(MSG.contactNameRequired)).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page, "contact form with its errors shown");
});
