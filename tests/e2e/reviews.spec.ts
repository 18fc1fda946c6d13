import { type Browser, type Page, expect, test } from "@playwright/test";
import { href } from "@/lib/links";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { reviewLinks } from "@/lib/reviews/links";
import { merchantListingProblem } from "../support/merchant-listing-schema";
import { signInAsAdmin } from "./support/admin";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { click, hydrated, toastWith } from "./support/controls";
import { placeDeliveredCardOrder, tinyPng } from "./support/returns";

// Verified reviews (issue 22), at a desk: a signed-in customer's card order of two pieces is
// delivered; on /account/reviews they review one of them with 4 stars and a photo (the form's own
// message first, what was typed kept); the owner publishes it in /admin/reviews; the product page
// then shows it with "Verified purchase" and its photo, and the Product JSON-LD carries the
// aggregateRating and the review, valid as Google documents them. axe on the form, the back
// office's list and the product page's reviews.

const ORIGIN = "http://127.0.0.1:3100";
const PASSWORD = "Silver-925-review";

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** Product JSON-LD objects on the page. */
async function productLd(page: Page): Promise<Record<string, unknown>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = texts.flatMap((text) => JSON.parse(text) as unknown).flat() as Record<string, unknown>[];
  const product = items.find((item) => item["@type"] === "Product");
  expect(product).toBeTruthy();
  return product!;
}

test("a verified buyer reviews a piece with a photo; the owner publishes it; the product page and its structured data show it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const address = await sendFromOwnAddress(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await page.request.post("/api/user/register-user", {
    data: { name: "Ritu Menon", email: `ritu.${tag}@example.com`, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
    headers: { "x-forwarded-for": address },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await adminPage(browser);
  // Placed while signed in: the order is the customer's.
  const order = await placeDeliveredCardOrder(page.request, admin.request);
  const [piece] = order.pieces;
  const title = `Bright and light ${tag}`;

  // The customer's pieces: both of the delivered order, the one from the product's link first.
  await page.goto(reviewLinks.write(piece._id));
  const item = page.getByTestId(`review-piece-${piece._id}`);
  await expect(item.getByRole("heading", { name: piece.name })).toBeVisible();
  const form = item.getByRole("form", { name: `${REVIEW_MSG.writeReview}: ${piece.name}` });
  const submit = form.getByRole("button", { name: REVIEW_MSG.submit });
  await hydrated(submit);

  // Without stars: the form's message, and what was typed stays.
  await form.getByLabel(REVIEW_MSG.titleLabel).fill(title);
  await form.getByLabel(REVIEW_MSG.bodyLabel).fill("Wore it to a wedding: it catches the light and stays comfortable all day.");
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText(REVIEW_MSG.ratingRequired);
  await expect(form.getByLabel(REVIEW_MSG.titleLabel)).toHaveValue(title);
  await expectNoSeriousA11yViolationsHere(page, "the review form", `[data-testid="review-piece-${piece._id}"]`);

  await form.getByRole("radio", { name: REVIEW_MSG.starChoice(4) }).check();
  await form.getByLabel(REVIEW_MSG.photosLabel).setInputFiles({ name: "wedding.png", mimeType: "image/png", buffer: tinyPng() });
  await submit.click();
  await expect(page.getByText(REVIEW_MSG.sent)).toBeVisible();
  await expect(item.getByText(REVIEW_MSG.statusPending)).toBeVisible();

  // Not on the product page until the owner publishes it.
  await page.goto(href.product(piece._id));
  await expect(page.getByTestId("product-reviews")).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // The owner: pending first, with its count; Publish.
  await admin.goto("/admin/reviews");
  const card = admin.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(REVIEW_MSG.adminOrder(order.orderNumber), { exact: false })).toBeVisible();
  await expect(admin.getByTestId("count-pending")).not.toHaveText("0");
  await expectNoSeriousA11yViolationsHere(admin, "/admin/reviews");
  await click(card.getByRole("button", { name: REVIEW_MSG.adminPublish }));
  await expect(toastWith(admin, REVIEW_MSG.published)).toBeVisible();
  await admin.context().close();

  // The product page: the review, verified, with its photo; the summary; the structured data.
  await page.goto(href.product(piece._id));
  const section = page.getByTestId("product-reviews");
  const review = section.getByRole("article", { name: title });
  await expect(review).toBeVisible();
  await expect(review.getByText(REVIEW_MSG.verified)).toBeVisible();
  await expect(review.getByText("Ritu M.")).toBeVisible();
  await expect(review.getByRole("img", { name: REVIEW_MSG.ratingLabel(4) })).toBeVisible();
  await expect(review.getByRole("img", { name: REVIEW_MSG.photoAlt(1, title) })).toBeVisible();
  await expect(section.getByText(/^Based on \d+ reviews?$/)).toBeVisible();

  const ld = await productLd(page);
  expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5, worstRating: 1 });
  expect((ld.aggregateRating as { reviewCount: number }).reviewCount).toBeGreaterThanOrEqual(1);
  expect(ld.review).toEqual(expect.arrayContaining([expect.objectContaining({ name: title, author: { "@type": "Person", name: "Ritu M." }, reviewRating: expect.objectContaining({ ratingValue: 4 }) })]));
  expect(merchantListingProblem(ld)).toBeNull();
  await expectNoSeriousA11yViolationsHere(page, "the product page's reviews", "#reviews");

  // "More reviews" leads to the reviews' own pages: the same review there, and accessible too.
  await expectNoSeriousA11yViolations(page, `${href.product(piece._id)}/reviews`);
  await expect(page.getByRole("article", { name: title })).toBeVisible();
});
