import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { INQUIRY_SUCCESS_MS } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsHere } from "./support/axe";
import { ownAddress, sendFromOwnAddress } from "./support/client-address";

// The inquiry page (back office §2 'Inquiry form', §5, §9) on a desktop and a phone: codes from the
// URL as chips, adding them with Enter and 'Add Code' (normalised, a duplicate ignored), removing
// one, the success screen for 4 s and then an empty form, the stored inquiry (read from the
// database), the customer's details prefilled and the inquiry carrying their account, every
// refusal keeping what was typed, and axe.
//
// Each test sends from its own address (X-Forwarded-For), so the per-address limit (5 in 10
// minutes) is never shared; each finds its own inquiry by a unique e-mail. NK-1001 and ER-3002
// are demo products (the e2e database is seeded); ZZ-0001 is not.

interface StoredInquiry {
  customerId: string | null;
  name: string;
  phone: string;
  message: string;
  productCodes: string[];
  linked: string[];
}

/** The inquiry sent with `email`, with the codes of the products it was linked to; null when there is none. */
async function storedInquiry(email: string): Promise<StoredInquiry | null> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredInquiry>(
      `SELECT i."customerId", i."name", i."phone", i."message", i."productCodes",
              COALESCE(array_agg(p."code" ORDER BY p."code") FILTER (WHERE p."code" IS NOT NULL), '{}') AS linked
       FROM "Inquiry" i
       LEFT JOIN "InquiryProduct" ip ON ip."inquiryId" = i."id"
       LEFT JOIN "Product" p ON p."id" = ip."productId"
       WHERE i."email" = $1
       GROUP BY i."id"`,
      [email],
    );
    expect(rows.length, `inquiries from ${email}`).toBeLessThanOrEqual(1);
    return rows[0] ?? null;
  } finally {
    await client.end();
  }
}

const newEmail = () => `inquiry.${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}@example.com`;

/** Opens a page and waits until React has hydrated its form (a key before that would be lost). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForFunction(() => {
    const button = document.querySelector("main form button[type=submit]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
}

/** A text field by its accessible name (the visual "*" after each label is hidden from it). */
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const codeBox = (page: Page) => field(page, SELL_MSG.inquiryCodesLabel);
const chips = (page: Page) => page.getByRole("list", { name: SELL_MSG.inquiryCodesAdded }).getByRole("listitem");
const submit = (page: Page) => page.getByRole("button", { name: SELL_MSG.inquirySubmit });

async function fill(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  await field(page, "Full Name").fill(values.name);
  await field(page, "Email Address").fill(values.email);
  await field(page, "Phone Number").fill(values.phone);
  await field(page, "Your Message").fill(values.message);
}

test("codes from the URL, added with Enter and 'Add Code', a duplicate ignored, one removed; sent, 4 s of success, then an empty form", async ({ page }) => {
  await sendFromOwnAddress(page);
  await page.clock.install();
  // A lower-case code and one that is no code at all: the first is normalised, the second dropped.
  await open(page, "/inquiry/nk-1001,bad%20code");
  await expect(page.getByRole("heading", { level: 1, name: "Inquiry" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(chips(page)).toHaveText(["NK-1001"]);

  // Enter adds (trimmed, upper-cased) and does not send the form.
  await codeBox(page).fill("  er-3002 ");
  await codeBox(page).press("Enter");
  await expect(chips(page)).toHaveText(["NK-1001", "ER-3002"]);
  await expect(codeBox(page)).toHaveValue("");
  await expect(codeBox(page)).toBeFocused();
  await expect(page.getByText(MSG.contactNameRequired)).toHaveCount(0);

  // 'Add Code' adds too; a duplicate is ignored, and says so.
  await codeBox(page).fill("zz-0001");
  await page.getByRole("button", { name: SELL_MSG.inquiryAddCode }).click();
  await codeBox(page).fill("nk-1001");
  await page.getByRole("button", { name: SELL_MSG.inquiryAddCode }).click();
  await expect(chips(page)).toHaveText(["NK-1001", "ER-3002", "ZZ-0001"]);
  await expect(page.getByText(SELL_MSG.inquiryCodeDuplicate("NK-1001"))).toBeVisible();
  await expect(codeBox(page)).toHaveValue("");

  // Something that is not a code stays in the box with its message.
  await codeBox(page).fill("NK 1001");
  await codeBox(page).press("Enter");
  await expect(codeBox(page)).toHaveAttribute("aria-invalid", "true");
  await expect(codeBox(page)).toHaveAccessibleDescription(new RegExp(SELL_MSG.inquiryCodeInvalid("NK 1001").slice(0, 20)));
  await expect(codeBox(page)).toHaveValue("NK 1001");
  await codeBox(page).fill("");
  await expect(codeBox(page)).not.toHaveAttribute("aria-invalid", "true");

  // Each chip has its own remove button; the focus moves to the next one.
  await page.getByRole("button", { name: SELL_MSG.inquiryRemoveCode("ER-3002") }).click();
  await expect(chips(page)).toHaveText(["NK-1001", "ZZ-0001"]);
  await expect(page.getByRole("button", { name: SELL_MSG.inquiryRemoveCode("ZZ-0001") })).toBeFocused();

  const email = newEmail();
  await fill(page, { name: "Asha Verma", email, phone: "+91 98765 43210", message: "Is this pendant available in gold?" });
  // From here the page's time moves only when the test says (runFor), so the 4 s are measured exactly.
  await page.clock.pauseAt(new Date(Date.now() + 5_000));
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/inquiry/send-inquiry") && response.request().method() === "POST");
  await submit(page).click();
  expect((await sent).status()).toBe(201);

  const success = page.getByRole("status").filter({ hasText: SELL_MSG.inquirySentTitle });
  await expect(success).toBeVisible();
  await expect(success).toContainText(SELL_MSG.inquirySentBody);
  await page.clock.runFor(100); // the next frame, where the focus moves to the success screen
  await expect(success).toBeFocused();
  await expect(page.locator("main form")).toHaveCount(0);

  // Stored as sent: normalised codes, linked to the product that exists, no customer.
  expect(await storedInquiry(email)).toEqual({
    customerId: null,
    name: "Asha Verma",
    phone: "9876543210",
    message: "Is this pendant available in gold?",
    productCodes: ["NK-1001", "ZZ-0001"],
    linked: ["NK-1001"],
  });

  // Still there just before 4 s; the empty form right after.
  await page.clock.runFor(INQUIRY_SUCCESS_MS - 600);
  await expect(success).toBeVisible();
  await page.clock.runFor(600); // 4.1 s after it appeared (and a frame for the focus)
  await expect(submit(page)).toBeVisible();
  for (const label of ["Full Name", "Email Address", "Phone Number", "Your Message", SELL_MSG.inquiryCodesLabel]) await expect(field(page, label)).toHaveValue("");
  await expect(chips(page)).toHaveCount(0);
  await expect(field(page, "Full Name")).toBeFocused();
});

test("a code typed but not yet added goes along; /inquiry without codes works", async ({ page }) => {
  await sendFromOwnAddress(page);
  await open(page, href.inquiry());
  await expect(chips(page)).toHaveCount(0);
  const email = newEmail();
  await fill(page, { name: "Ravi Kumar", email, phone: "9876543210", message: "Do you make matching earrings?" });
  await codeBox(page).fill("er-3002");
  await submit(page).click();
  await expect(page.getByRole("status").filter({ hasText: SELL_MSG.inquirySentTitle })).toBeVisible();
  expect(await storedInquiry(email)).toMatchObject({ productCodes: ["ER-3002"], linked: ["ER-3002"] });
});

test("validation messages under their fields keep what was typed; the first invalid field gets the focus", async ({ page }) => {
  await sendFromOwnAddress(page);
  let posts = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/inquiry/send-inquiry")) posts += 1;
  });
  await open(page, href.inquiry(["NK-1001"]));
  await fill(page, { name: "Asha Verma", email: "asha@", phone: "12345", message: "" });
  await submit(page).click();

  const expectError = async (label: string, message: string) => {
    const input = field(page, label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  };
  await expectError("Email Address", MSG.contactEmailInvalid);
  await expectError("Phone Number", MSG.contactPhoneInvalid);
  await expectError("Your Message", MSG.contactMessageRequired);
  await expect(field(page, "Email Address")).toBeFocused();
  await expect(field(page, "Full Name")).toHaveValue("Asha Verma");
  await expect(field(page, "Phone Number")).toHaveValue("12345");
  await expect(chips(page)).toHaveText(["NK-1001"]);
  expect(posts).toBe(0);

  // Editing a field clears its error only.
  await field(page, "Email Address").fill("asha@example.com");
  await expect(page.getByText(MSG.contactEmailInvalid)).toHaveCount(0);
  await expect(page.getByText(MSG.contactPhoneInvalid)).toBeVisible();
});

test("a refusal shows the server's msg and a lost connection a clear message; what was typed stays", async ({ page, request, baseURL }) => {
  const address = await sendFromOwnAddress(page);
  await open(page, href.inquiry(["NK-1001"]));
  await fill(page, { name: "Ravi Kumar", email: newEmail(), phone: "9876543210", message: "A long question I do not want to type again." });

  // No answer at all.
  await page.route("**/api/inquiry/send-inquiry", (route) => route.abort("internetdisconnected"));
  await submit(page).click();
  const notice = page.locator("main form").getByRole("alert");
  await expect(notice).toHaveText(SELL_MSG.inquirySendFailed);
  await expect(submit(page)).toBeEnabled();
  await page.unroute("**/api/inquiry/send-inquiry");

  // This address's inquiries used up through the API itself, then a cross-site post refused.
  const body = { name: "Ravi", email: "ravi@example.com", phone: "9876543210", message: "Hi", productCodes: [] };
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post("/api/inquiry/send-inquiry", { data: body, headers: { origin: baseURL!, "x-forwarded-for": address } });
    expect(res.status()).toBe(201);
  }
  const crossSite = await request.post("/api/inquiry/send-inquiry", { data: body, headers: { origin: "https://evil.example", "x-forwarded-for": ownAddress() } });
  expect(crossSite.status()).toBe(403);

  await submit(page).click();
  await expect(notice).toHaveText(SELL_MSG.inquiryTooMany(10));
  await expect(field(page, "Your Message")).toHaveValue("A long question I do not want to type again.");
  await expect(field(page, "Full Name")).toHaveValue("Ravi Kumar");
  await expect(chips(page)).toHaveText(["NK-1001"]);
  // Editing clears the notice.
  await field(page, "Your Message").fill("A long question I do not want to type again!");
  await expect(notice).toHaveCount(0);
});

test("a signed-in customer finds their details filled in, and the inquiry carries their account", async ({ page, request }) => {
  const address = await sendFromOwnAddress(page);
  const id = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  const customer = { name: `Meher Sharma ${id}`, email: `meher.${id}@example.com`, password: `Silver-${id}!` };
  const registered = await request.post("/api/user/register-user", {
    data: { ...customer, confirmPassword: customer.password, acceptTerms: true },
    headers: { "x-forwarded-for": address },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const customerId = ((await registered.json()) as { user?: { _id?: string } }).user?._id;
  expect(customerId).toBeTruthy();

  // Log in on the page, which then returns to the inquiry.
  await open(page, href.loginThen(href.inquiry(["ER-3002"])));
  await field(page, "Email Address").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await expect(page).toHaveURL(href.inquiry(["ER-3002"]));
  await expect(field(page, "Full Name")).toHaveValue(customer.name);
  await expect(field(page, "Email Address")).toHaveValue(customer.email);
  await expect(chips(page)).toHaveText(["ER-3002"]);

  await field(page, "Phone Number").fill("9876543210");
  await field(page, "Your Message").fill("Can this be gift wrapped?");
  await submit(page).click();
  await expect(page.getByRole("status").filter({ hasText: SELL_MSG.inquirySentTitle })).toBeVisible();
  expect(await storedInquiry(customer.email)).toMatchObject({ customerId, name: customer.name, productCodes: ["ER-3002"], linked: ["ER-3002"] });
});

test("the inquiry page has no serious accessibility violations, also with errors shown and once sent", async ({ page }) => {
  await sendFromOwnAddress(page);
  await expectNoSeriousA11yViolations(page, href.inquiry(["NK-1001", "ER-3002"]));
  await submit(page).click();
  await expect(page.getByText(MSG.contactNameRequired)).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page);

  await fill(page, { name: "Asha Verma", email: newEmail(), phone: "9876543210", message: "Hello" });
  await submit(page).click();
  await expect(page.getByRole("status").filter({ hasText: SELL_MSG.inquirySentTitle })).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page);
});
