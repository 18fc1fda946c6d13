import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { CONTACT_MESSAGE_MSG, CUSTOMER_MSG, INQUIRY_MSG } from "@/lib/admin/people-messages";
import { MSG } from "@/lib/messages/shop";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signInAsAdmin } from "./support/admin";
import { ownAddress } from "./support/client-address";

// The back office's inquiries, contact messages and customers in the browser (issue 14), on a
// desktop and a phone. Each test makes its own inquiry, message or customer through the
// storefront's public APIs, with a random suffix in the name so the two projects never meet; only
// the customer made here is ever deactivated (other specs sign in with the demo customers).

const suffixOf = () => randomUUID().slice(0, 8);

async function post(request: APIRequestContext, baseURL: string | undefined, path: string, data: unknown, status: number) {
  const response = await request.post(path, { data, headers: { origin: baseURL!, "x-forwarded-for": ownAddress() } });
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

/** The tab counts of the inquiry or message filter. */
async function expectCounts(page: Page, counts: { all: number; unread: number; read: number }) {
  await expect(page.getByTestId("count-all")).toHaveText(String(counts.all));
  await expect(page.getByTestId("count-unread")).toHaveText(String(counts.unread));
  await expect(page.getByTestId("count-read")).toHaveText(String(counts.read));
}

test("an inquiry is marked read and back to unread, and the filter counts follow", async ({ page, request, baseURL }) => {
  const suffix = suffixOf();
  const name = `E2E Inquirer ${suffix}`;
  await post(
    request,
    baseURL,
    "/api/inquiry/send-inquiry",
    { name, email: `inquirer.${suffix}@example.com`, phone: "9876543210", message: `Is the pendant ${suffix} available in gold?`, productCodes: ["NK-1001"] },
    201,
  );

  await signInAsAdmin(page);
  await page.goto("/admin/adm-inquiry");
  await expect(page.getByRole("heading", { level: 1, name: INQUIRY_MSG.title })).toBeVisible();
  await page.getByLabel(INQUIRY_MSG.searchLabel).fill(suffix);
  const card = page.getByTestId("inquiry").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`inquirer.${suffix}@example.com`);
  await expect(card).toContainText("9876543210");
  // Its product links to the storefront's product page.
  await expect(card.getByRole("link", { name: /NK-1001/ })).toHaveAttribute("href", /^\/prod-detail\//);
  await expectCounts(page, { all: 1, unread: 1, read: 0 });

  await card.getByRole("button", { name: `Mark ${name}'s inquiry as read` }).click();
  await expect(page.getByText(INQUIRY_MSG.markedRead)).toBeVisible();
  await expectCounts(page, { all: 1, unread: 0, read: 1 });

  // The Unread filter no longer shows it; Acknowledged does.
  await page.getByRole("button", { name: new RegExp(`^${INQUIRY_MSG.filterUnread}`) }).click();
  await expect(page.getByRole("heading", { name: INQUIRY_MSG.emptyTitle })).toBeVisible();
  await expect(page.getByText(INQUIRY_MSG.noMatchText(suffix))).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^${INQUIRY_MSG.filterRead}`) }).click();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: `Mark ${name}'s inquiry as unread` }).click();
  await expect(page.getByText(INQUIRY_MSG.markedUnread)).toBeVisible();
  await expectCounts(page, { all: 1, unread: 1, read: 0 });

  await page.getByRole("button", { name: INQUIRY_MSG.refresh, exact: true }).click();
  await expect(page.getByText(INQUIRY_MSG.refreshed)).toBeVisible();
});

test("a contact message is marked read", async ({ page, request, baseURL }) => {
  const suffix = suffixOf();
  const name = `E2E Writer ${suffix}`;
  await post(request, baseURL, "/api/contact", { name, email: `writer.${suffix}@example.com`, phone: "9876543210", message: `Do you ship ${suffix} abroad?`, consent: true }, 201);

  await signInAsAdmin(page);
  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { level: 1, name: CONTACT_MESSAGE_MSG.title })).toBeVisible();
  await page.getByLabel(CONTACT_MESSAGE_MSG.searchLabel).fill(suffix);
  const card = page.getByTestId("contact-message").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toContainText(`Do you ship ${suffix} abroad?`);
  await expectCounts(page, { all: 1, unread: 1, read: 0 });

  await card.getByRole("button", { name: `Mark ${name}'s message as read` }).click();
  await expect(page.getByText(CONTACT_MESSAGE_MSG.markedRead)).toBeVisible();
  await expectCounts(page, { all: 1, unread: 0, read: 1 });
  await expect(card.getByRole("button", { name: `Mark ${name}'s message as unread` })).toBeVisible();
});

test("a customer is found, deactivated (they can no longer log in) and activated again", async ({ page, request, baseURL }) => {
  const suffix = suffixOf();
  const customer = { name: `Meera Iyer ${suffix}`, email: `meera.${suffix}@example.com`, password: `Silver-${suffix}!` };
  await post(request, baseURL, "/api/user/register-user", { ...customer, confirmPassword: customer.password, acceptTerms: true }, 201);
  const login = () => request.post("/api/user/login-user", { data: { email: customer.email, password: customer.password }, headers: { origin: baseURL!, "x-forwarded-for": ownAddress() } });

  await signInAsAdmin(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: CUSTOMER_MSG.title })).toBeVisible();
  for (const label of [CUSTOMER_MSG.totalCustomers, CUSTOMER_MSG.verifiedCustomers, CUSTOMER_MSG.newThisMonth]) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await page.getByLabel(CUSTOMER_MSG.searchLabel).fill(suffix);
  const row = page.getByTestId("customer").filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(CUSTOMER_MSG.active);

  // A search that finds no one says so.
  await page.getByLabel(CUSTOMER_MSG.searchLabel).fill(`nobody-${suffix}`);
  await expect(page.getByRole("heading", { name: CUSTOMER_MSG.emptyTitle })).toBeVisible();
  await expect(page.getByText(CUSTOMER_MSG.noMatchText(`nobody-${suffix}`))).toBeVisible();
  await page.getByLabel(CUSTOMER_MSG.searchLabel).fill(suffix);

  // The Cards view shows them too, with their initials.
  await page.getByRole("button", { name: "Grid", exact: true }).click();
  await expect(row).toContainText("ME");
  await row.getByRole("link", { name: CUSTOMER_MSG.viewLabel(customer.name) }).click();

  await expect(page).toHaveURL(/\/admin\/users\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: customer.name })).toBeVisible();
  await expect(page.getByText(CUSTOMER_MSG.noOrders)).toBeVisible();

  await page.getByRole("button", { name: CUSTOMER_MSG.deactivateLabel(customer.name) }).click();
  const confirm = page.getByRole("dialog", { name: CUSTOMER_MSG.deactivateTitle });
  await expect(confirm).toContainText(CUSTOMER_MSG.deactivateConfirm(customer.name));
  await confirm.getByRole("button", { name: CUSTOMER_MSG.deactivate }).click();
  await expect(page.getByText(CUSTOMER_MSG.deactivated)).toBeVisible();
  await expect(page.getByRole("button", { name: CUSTOMER_MSG.activateLabel(customer.name) })).toBeVisible();

  // Refused at the login API, with the one answer every failure gets.
  const refused = await login();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { msg: string }).msg).toBe(MSG.invalidLogin);

  await page.getByRole("button", { name: CUSTOMER_MSG.activateLabel(customer.name) }).click();
  await expect(page.getByText(CUSTOMER_MSG.activated)).toBeVisible();
  await expect(page.getByRole("button", { name: CUSTOMER_MSG.deactivateLabel(customer.name) })).toBeVisible();
  expect((await login()).status()).toBe(200);
});

test("the customers list refreshes with a toast", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/users");
  await expect(page.getByTestId("customer").first()).toBeVisible();
  await page.getByRole("button", { name: CUSTOMER_MSG.refresh, exact: true }).click();
  await expect(page.getByText(CUSTOMER_MSG.refreshed)).toBeVisible();
});

for (const path of ["/admin/users", "/admin/adm-inquiry", "/admin/messages"]) {
  test(`${path} has no serious axe violations`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    await expectNoSeriousA11yViolations(page, path);
  });
}

test("a customer's page has no serious axe violations", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  // The newest customer, through the admin API the page itself uses.
  const response = await page.request.get("/api/admin/customers?limit=1");
  expect(response.status()).toBe(200);
  const { customers } = (await response.json()) as { customers: { _id: string }[] };
  expect(customers.length).toBe(1);
  await expectNoSeriousA11yViolations(page, `/admin/users/${customers[0]!._id}`);
});
