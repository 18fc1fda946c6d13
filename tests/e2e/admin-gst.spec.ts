import { readFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import Papa from "papaparse";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signInAsAdmin } from "./support/admin";

// The owner's GST return on a desktop (issue 45 §2): last month's GSTR-1 page, its CSV files and
// JSON downloaded through the browser, and every file's totals equal to the page's. Works on the
// demo seed with or without its months of orders (an empty month has empty tables and files).

async function download(page: Page, file: string): Promise<{ name: string; text: string }> {
  const [event] = await Promise.all([page.waitForEvent("download"), page.locator(`a[data-file="${file}"]`).click()]);
  const path = await event.path();
  return { name: event.suggestedFilename(), text: await readFile(path, "utf8") };
}

const rows = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
const paiseSum = (csv: string, column: string) => rows(csv).data.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
const pagePaise = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute("data-paise"));

test("the owner downloads last month's GSTR-1 files, and their totals are the page's", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/reports/gst");
  await expect(page.getByRole("heading", { level: 1, name: "GST return (GSTR-1)" })).toBeVisible();
  await page.getByRole("link", { name: "Last month" }).click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  const month = await page.getByLabel("Month", { exact: true }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await expect(page.getByRole("heading", { level: 2, name: "B2C small (table 7)" })).toBeVisible();

  const b2cs = await download(page, "b2cs");
  expect(b2cs.name).toBe(`gstr1-${month}-b2cs.csv`);
  expect(rows(b2cs.text).meta.fields).toEqual(["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
  expect(paiseSum(b2cs.text, "Taxable Value")).toBe(await pagePaise(page, "gst-b2cs-total-taxable"));

  const hsn = await download(page, "hsn-b2c");
  expect(rows(hsn.text).meta.fields).toEqual(["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"]);
  expect(paiseSum(hsn.text, "Taxable Value")).toBe(await pagePaise(page, "gst-hsn-total-taxable"));
  expect(paiseSum(hsn.text, "Total Value")).toBe(await pagePaise(page, "gst-hsn-total-value"));
  expect(paiseSum(hsn.text, "Integrated Tax Amount")).toBe(await pagePaise(page, "gst-hsn-total-igst"));
  expect(paiseSum(hsn.text, "Central Tax Amount")).toBe(await pagePaise(page, "gst-hsn-total-cgst"));

  const b2cl = await download(page, "b2cl");
  expect(rows(b2cl.text).meta.fields).toEqual(["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
  const b2clTotal = page.getByTestId("gst-b2cl-total-taxable");
  expect(paiseSum(b2cl.text, "Taxable Value")).toBe((await b2clTotal.count()) === 0 ? 0 : await pagePaise(page, "gst-b2cl-total-taxable"));

  const cdnur = await download(page, "cdnur");
  expect(rows(cdnur.text).meta.fields).toEqual(["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"]);

  const docs = await download(page, "docs");
  expect(rows(docs.text).meta.fields).toEqual(["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"]);
  const invoicesLine = rows(docs.text).data.find((row) => row["Nature of Document"] === "Invoices for outward supply");
  await expect(page.getByTestId("gst-docs-invoices")).toHaveText(invoicesLine?.["Total Number"] ?? "0");

  const json = await download(page, "json");
  const portal = JSON.parse(json.text) as { fp: string; b2cs?: { txval: number }[]; hsn?: { hsn_b2c: { txval: number }[] } };
  expect(portal.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
  const jsonPaise = (values: { txval: number }[] | undefined) => (values ?? []).reduce((sum, row) => sum + Math.round(row.txval * 100), 0);
  expect(jsonPaise(portal.b2cs)).toBe(await pagePaise(page, "gst-b2cs-total-taxable"));
  expect(jsonPaise(portal.hsn?.hsn_b2c)).toBe(await pagePaise(page, "gst-hsn-total-taxable"));
});

test("the GST return and stock value pages have no serious axe violations", async ({ page }) => {
  await signInAsAdmin(page);
  await expectNoSeriousA11yViolations(page, "/admin/reports/gst");
  await expectNoSeriousA11yViolations(page, "/admin/reports/stock");
  await expect(page.getByRole("heading", { level: 1, name: "Stock value" })).toBeVisible();
});
