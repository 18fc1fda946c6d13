import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { click, toastWith } from "./support/controls";
import { E2E_BASE_URL } from "./support/e2e-server";
import { LOCAL, addVirtualAuthenticator } from "./support/passkeys";
import { placePaidCardOrder } from "./support/returns";
import { createStaff, expectForbidden, invitationPath, menuLabels, signOutOfBackOffice } from "./support/staff";
import { enrolAuthenticatorApp } from "./support/two-factor";

// Issue 43 §3 end to end, on a phone and a desktop: a new owner invites a packer (role Orders) on the
// staff page; the packer takes the mailed link, signs in, sets up an authenticator app, ships a paid
// order, and is refused the silver rate (a 403 page, no menu entry) and a refund (cancelling the paid
// order, which would refund it: the API answers 403 with the role's words, shown in the toast, and the
// order stays paid). Last, the owner adds a passkey, signs out and signs in with the passkey alone.
//
// The owner works at localhost (passkeys need a host name: tests/e2e/support/passkeys.ts) in the test's
// own page; the packer in a second browser context of the same device at the base URL. Both are new
// members of staff: the demo admin never gets a passkey or an app (other specs sign in as it).

const shot = async (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** A second person on the same kind of device as the test's project (a phone or a desktop). */
async function sameDeviceContext(browser: Browser) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  return browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: E2E_BASE_URL });
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel(ADMIN_AUTH_MSG.emailLabel, { exact: true }).filter({ visible: true }).fill(email);
  await page.getByLabel(ADMIN_AUTH_MSG.passwordLabel, { exact: true }).filter({ visible: true }).fill(password);
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.login, exact: true }).click();
}

test("an owner invites a packer, who signs in, sets up an app, ships an order and cannot refund; the owner then signs in with a passkey", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await createStaff("owner");
  const suffix = randomUUID().slice(0, 8);
  const packer = { email: `packer.${suffix}@example.com`, name: `Packer ${suffix}`, password: "Packer-925-parcel", secret: "packer-reset-secret-925" };

  // 1. The owner signs in (at localhost, for the passkey later) and invites the packer with the role Orders.
  await sendFromOwnAddress(page);
  await addVirtualAuthenticator(page);
  await page.goto(`${LOCAL}/adm-login`);
  await signInWithPassword(page, owner.email, owner.password);
  await page.waitForURL(`${LOCAL}/admin`);
  await page.goto(`${LOCAL}/admin/staff`);
  await expect(page.getByRole("heading", { level: 1, name: STAFF_MSG.staffTitle })).toBeVisible();
  await page.getByLabel(STAFF_MSG.inviteEmailLabel, { exact: true }).fill(packer.email);
  await page.getByLabel(STAFF_MSG.inviteNameLabel, { exact: true }).fill(packer.name);
  await page.getByLabel(STAFF_MSG.roleLabel, { exact: true }).selectOption("orders");
  await page.getByRole("button", { name: STAFF_MSG.inviteSubmit }).click();
  await expect(page.getByText(STAFF_MSG.invited(packer.email))).toBeVisible();
  await expect(page.getByTestId("invite-row").filter({ hasText: packer.email })).toContainText("Orders");

  // 2. The packer, on a device of their own, takes the mailed link and signs in with the new password.
  const packerContext = await sameDeviceContext(browser);
  try {
    const desk = await packerContext.newPage();
    await sendFromOwnAddress(desk);
    const order = await placePaidCardOrder(desk.request);
    await desk.goto(await invitationPath(packer.email));
    await expect(desk.getByText(STAFF_MSG.acceptIntro(packer.name, "Orders"))).toBeVisible();
    await desk.getByLabel(STAFF_MSG.acceptPasswordLabel, { exact: true }).fill(packer.password);
    await desk.getByLabel(STAFF_MSG.acceptSecretLabel, { exact: true }).fill(packer.secret);
    await desk.getByRole("button", { name: STAFF_MSG.acceptSubmit }).click();
    await desk.waitForURL((url) => url.pathname === "/adm-login");
    // A client-side move: the invitation's page stays in the DOM, hidden (fields below are the visible ones).
    await expect(desk.getByText(STAFF_MSG.acceptIntro(packer.name, "Orders"))).toBeHidden();
    await signInWithPassword(desk, packer.email, packer.password);
    await desk.waitForURL((url) => url.pathname === "/admin");

    // 3. The authenticator app: key read from the page, code computed as the phone would, codes kept.
    await enrolAuthenticatorApp(desk);
    await desk.getByRole("button", { name: STAFF_MSG.savedCodes }).click();
    await expect(desk.getByText(STAFF_MSG.recoveryLeft(10))).toBeVisible();
    await expect(desk.getByTestId("two-factor-status")).not.toHaveText(STAFF_MSG.twoFactorOff);

    // 4. and 5. The paid order, found on /admin/orders. Cancelling it would refund the customer: the
    // button is there (the status allows it), but the server refuses the role (403, its words in the
    // toast) and the order stays paid. Then processing, and shipped with a courier and tracking number.
    await desk.goto("/admin/orders");
    await desk.getByRole("searchbox", { name: ORDER_ADMIN_MSG.searchLabel }).fill(order.orderNumber);
    await click(desk.getByRole("link", { name: ORDER_ADMIN_MSG.viewOrder(order.orderNumber) }));
    await expect(desk.getByRole("heading", { level: 1, name: ORDER_ADMIN_MSG.orderTitle(order.orderNumber) })).toBeVisible();
    const status = desk.locator("main header");
    await expect(status.getByText("Paid", { exact: true })).toBeVisible();
    await click(desk.getByRole("button", { name: ORDER_ADMIN_MSG.cancelOrder, exact: true }));
    const cancel = desk.getByRole("dialog", { name: ORDER_ADMIN_MSG.cancelTitle });
    const refused = desk.waitForResponse((response) => response.url().includes(`/api/order/update-status/${order.id}`) && response.request().method() === "PATCH");
    await cancel.getByRole("button", { name: ORDER_ADMIN_MSG.cancelSubmit }).click();
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ status: 0, msg: STAFF_MSG.refundForbidden });
    await expect(toastWith(desk, STAFF_MSG.refundForbidden)).toBeVisible();
    // The dialog stays open after a refusal: the packer closes it.
    await cancel.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(cancel).toBeHidden();
    await expect(status.getByText("Paid", { exact: true })).toBeVisible();

    await click(desk.getByRole("button", { name: ORDER_ADMIN_MSG.markProcessing, exact: true }));
    await expect(toastWith(desk, ORDER_ADMIN_MSG.statusUpdated("processing"))).toBeVisible();
    await click(desk.getByRole("button", { name: ORDER_ADMIN_MSG.markShipped, exact: true }));
    const ship = desk.getByRole("dialog", { name: ORDER_ADMIN_MSG.shipDialogTitle });
    await ship.getByRole("textbox", { name: ORDER_ADMIN_MSG.courierName }).fill("Blue Dart");
    await ship.getByRole("textbox", { name: ORDER_ADMIN_MSG.trackingNumber }).fill(`BD${suffix}`);
    await ship.getByRole("button", { name: ORDER_ADMIN_MSG.markShippedSubmit }).click();
    await expect(toastWith(desk, ORDER_ADMIN_MSG.statusUpdated("shipped"))).toBeVisible();
    await expect(status.getByText("Shipped", { exact: true })).toBeVisible();
    await shot(desk, "packer-shipped");

    // 5. No silver rate: not in the menu, and its page is the 403 page.
    const labels = await menuLabels(desk);
    expect(labels).toContain("Orders");
    expect(labels).not.toContain("Silver rate");
    await expectForbidden(desk, "/admin/silver-rate");
    await expectNoSeriousA11yViolationsHere(desk, "/admin/silver-rate (403) for the packer");
    await shot(desk, "packer-silver-rate-403");
  } finally {
    await packerContext.close();
  }

  // 6. The owner adds a passkey, signs out, and signs in with the passkey alone (no e-mail, no password).
  await page.goto(`${LOCAL}/admin/account`);
  const passkeys = page.locator('section[aria-labelledby="passkeys-title"]');
  await expect(passkeys.getByText(STAFF_MSG.passkeysEmpty)).toBeVisible();
  await click(passkeys.getByRole("button", { name: STAFF_MSG.passkeyAdd }));
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys.getByRole("status")).toContainText("Passkey added");
  await signOutOfBackOffice(page);
  expect((await page.goto(`${LOCAL}/admin`))?.url()).toMatch(/\/adm-login/);

  await page.goto(`${LOCAL}/adm-login?next=${encodeURIComponent("/admin/staff")}`);
  await click(page.getByRole("button", { name: STAFF_MSG.passkeySignIn }));
  await page.waitForURL(`${LOCAL}/admin/staff`);
  // Signed in as the owner: the team shows the packer with the role Orders and a second factor.
  const row = page.getByTestId("staff-row").filter({ hasText: packer.email });
  await expect(row.getByRole("combobox")).toHaveValue("orders");
  await expect(row.locator(`td[data-label="${STAFF_MSG.secondFactor}"]`)).toHaveText(STAFF_MSG.yes);
  await shot(page, "owner-after-passkey");
});
