"use client";

import ui from "@/components/admin/ui/admin-ui.module.css";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { SILVER_PURITIES } from "@/lib/pricing/by-weight";
import { type BulkRow, onlyIndexes, withName } from "./bulk-rows";
import styles from "../products.module.css";

// The bulk rows as an editable table (steps 2 and 3). A row with a problem (the browser's check or
// the server's rowErrors) is highlighted and says why; its cells point at the reason.

export interface Choice {
  _id: string;
  name: string;
}

export function RowsTable({
  rows,
  onRows,
  problems,
  categories,
  colors,
  disabled,
}: {
  rows: BulkRow[];
  onRows: (rows: BulkRow[]) => void;
  problems: Map<number, string>;
  categories: readonly Choice[];
  colors: readonly Choice[];
  disabled?: boolean;
}) {
  function update(index: number, change: (row: BulkRow) => BulkRow) {
    // Any edit of a row clears what the CSV import could not match: the owner has looked at it.
    onRows(rows.map((row, i) => (i === index ? { ...change(row), importProblem: undefined } : row)));
  }
  const remove = (index: number) => onRows(rows.filter((_, i) => i !== index));

  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${styles.rowsTable}`}>
        <caption className={ui.hint}>{PRODUCT_MSG.rowsCaption(rows.length)}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{PRODUCT_MSG.nameLabel}</th>
            <th scope="col">{PRODUCT_MSG.slugLabel}</th>
            <th scope="col">{PRODUCT_MSG.descriptionLabel}</th>
            <th scope="col">{PRODUCT_MSG.codeLabel}</th>
            <th scope="col">{PRODUCT_MSG.priceLabel}</th>
            <th scope="col">{PRODUCT_MSG.discountLabel}</th>
            <th scope="col">{PRODUCT_MSG.categoryLabel}</th>
            <th scope="col">{PRODUCT_MSG.colorsLabel}</th>
            <th scope="col">{PRODUCT_MSG.pricingColumn}</th>
            <th scope="col">{PRODUCT_MSG.silverColumn}</th>
            <th scope="col">{PRODUCT_MSG.weightLabel}</th>
            <th scope="col">{PRODUCT_MSG.quantityLabel}</th>
            <th scope="col">{PRODUCT_SIZE_MSG.heading}</th>
            <th scope="col">{PRODUCT_MSG.flagsLabel}</th>
            <th scope="col">{PRODUCT_MSG.imageIndexesLabel}</th>
            <th scope="col">{PRODUCT_MSG.videoIndexLabel}</th>
            <th scope="col">{PRODUCT_MSG.actionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const n = index + 1;
            const problem = problems.get(index);
            const errorId = `bulk-row-${row.key}-error`;
            const described = problem ? errorId : undefined;
            const cell = (field: string) => ({
              "aria-label": PRODUCT_MSG.rowField(n, field),
              "aria-invalid": problem ? true : undefined,
              "aria-describedby": described,
              disabled,
            });
            return (
              <tr key={row.key} className={problem ? styles.badRow : undefined}>
                <th scope="row">
                  {n}
                  {problem ? (
                    <p id={errorId} className={styles.rowError}>
                      {problem}
                    </p>
                  ) : null}
                </th>
                <td>
                  <input value={row.name} onChange={(e) => update(index, (r) => withName(r, e.target.value))} {...cell(PRODUCT_MSG.nameLabel)} />
                </td>
                <td>
                  <input value={row.slug} onChange={(e) => update(index, (r) => ({ ...r, slug: e.target.value.toLowerCase() }))} {...cell(PRODUCT_MSG.slugLabel)} />
                </td>
                <td>
                  <input value={row.description} onChange={(e) => update(index, (r) => ({ ...r, description: e.target.value }))} {...cell(PRODUCT_MSG.descriptionLabel)} />
                </td>
                <td>
                  <input value={row.code} onChange={(e) => update(index, (r) => ({ ...r, code: e.target.value.toUpperCase() }))} {...cell(PRODUCT_MSG.codeLabel)} />
                </td>
                <td>
                  <input type="number" min={0} step={0.01} inputMode="decimal" value={row.price} onChange={(e) => update(index, (r) => ({ ...r, price: e.target.value }))} {...cell(PRODUCT_MSG.priceLabel)} />
                </td>
                <td>
                  <input type="number" min={0} max={99} step={0.01} inputMode="decimal" value={row.discount} onChange={(e) => update(index, (r) => ({ ...r, discount: e.target.value }))} {...cell(PRODUCT_MSG.discountLabel)} />
                </td>
                <td>
                  <select value={row.categoryID} onChange={(e) => update(index, (r) => ({ ...r, categoryID: e.target.value }))} {...cell(PRODUCT_MSG.categoryLabel)}>
                    <option value="">{PRODUCT_MSG.chooseCategory}</option>
                    {categories.map((category) => (
                      <option key={category._id} value={category._id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <fieldset className={styles.checks} aria-label={PRODUCT_MSG.rowField(n, PRODUCT_MSG.colorsLabel)}>
                    {colors.map((color) => (
                      <label key={color._id} className={ui.check}>
                        <input
                          type="checkbox"
                          checked={row.colors.includes(color._id)}
                          disabled={disabled}
                          onChange={(e) =>
                            update(index, (r) => ({ ...r, colors: e.target.checked ? [...r.colors, color._id] : r.colors.filter((id) => id !== color._id) }))
                          }
                        />
                        {color.name}
                      </label>
                    ))}
                  </fieldset>
                </td>
                <td>
                  <div className={styles.rowSilver}>
                    <select
                      value={row.pricingMode || "fixed"}
                      onChange={(e) => update(index, (r) => ({ ...r, pricingMode: e.target.value === "by_weight" ? "by_weight" : "fixed" }))}
                      {...cell(PRODUCT_MSG.pricingModeLabel)}
                    >
                      <option value="fixed">{PRODUCT_MSG.pricingFixed}</option>
                      <option value="by_weight">{PRODUCT_MSG.pricingByWeight}</option>
                    </select>
                    {row.pricingMode === "by_weight" ? (
                      <>
                        <input
                          type="number"
                          min={0}
                          step={0.001}
                          inputMode="decimal"
                          placeholder={PRODUCT_MSG.netWeightLabel}
                          value={row.netWeight}
                          onChange={(e) => update(index, (r) => ({ ...r, netWeight: e.target.value }))}
                          {...cell(PRODUCT_MSG.netWeightLabel)}
                        />
                        <select
                          value={row.makingChargeKind}
                          onChange={(e) => update(index, (r) => ({ ...r, makingChargeKind: e.target.value === "percent" ? "percent" : e.target.value === "per_gram" ? "per_gram" : "" }))}
                          {...cell(PRODUCT_MSG.makingKindLabel)}
                        >
                          <option value="">{PRODUCT_MSG.makingKindLabel}</option>
                          <option value="per_gram">{PRODUCT_MSG.makingKindPerGram}</option>
                          <option value="percent">{PRODUCT_MSG.makingKindPercent}</option>
                        </select>
                        <input
                          type="number"
                          min={0}
                          step={0.01}
                          inputMode="decimal"
                          placeholder={PRODUCT_MSG.makingChargeLabel(row.makingChargeKind || "per_gram")}
                          value={row.makingCharge}
                          onChange={(e) => update(index, (r) => ({ ...r, makingCharge: e.target.value }))}
                          {...cell(PRODUCT_MSG.makingChargeLabel(row.makingChargeKind || "per_gram"))}
                        />
                        <input
                          type="number"
                          min={0}
                          step={0.01}
                          inputMode="decimal"
                          placeholder={PRODUCT_MSG.otherChargesLabel}
                          value={row.otherCharges}
                          onChange={(e) => update(index, (r) => ({ ...r, otherCharges: e.target.value }))}
                          {...cell(PRODUCT_MSG.otherChargesLabel)}
                        />
                      </>
                    ) : null}
                  </div>
                </td>
                <td>
                  <div className={styles.rowSilver}>
                    <select value={row.purity || "925"} onChange={(e) => update(index, (r) => ({ ...r, purity: e.target.value }))} {...cell(PRODUCT_MSG.purityLabel)}>
                      {SILVER_PURITIES.map((grade) => (
                        <option key={grade} value={String(grade)}>
                          {grade}
                        </option>
                      ))}
                    </select>
                    <input
                      value={row.huid}
                      maxLength={6}
                      autoCapitalize="characters"
                      placeholder="AB12CD"
                      onChange={(e) => update(index, (r) => ({ ...r, huid: e.target.value.toUpperCase() }))}
                      {...cell(PRODUCT_MSG.huidLabel)}
                    />
                  </div>
                </td>
                <td>
                  <input type="number" min={0} step={0.1} inputMode="decimal" value={row.weight} onChange={(e) => update(index, (r) => ({ ...r, weight: e.target.value }))} {...cell(PRODUCT_MSG.weightLabel)} />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    value={row.quantity}
                    onKeyDown={(e) => {
                      if ([".", ",", "e", "E", "-", "+"].includes(e.key)) e.preventDefault();
                    }}
                    onChange={(e) => update(index, (r) => ({ ...r, quantity: e.target.value }))}
                    {...cell(PRODUCT_MSG.quantityLabel)}
                  />
                </td>
                <td>
                  <div className={styles.rowSilver}>
                    <input value={row.sizeSet} placeholder={PRODUCT_SIZE_MSG.setLabel} onChange={(e) => update(index, (r) => ({ ...r, sizeSet: e.target.value }))} {...cell(PRODUCT_SIZE_MSG.setLabel)} />
                    <input value={row.sizes} placeholder="8:3;10:0" onChange={(e) => update(index, (r) => ({ ...r, sizes: e.target.value }))} {...cell(PRODUCT_SIZE_MSG.heading)} />
                  </div>
                </td>
                <td>
                  <label className={ui.check}>
                    <input type="checkbox" checked={row.bestSeller} disabled={disabled} onChange={(e) => update(index, (r) => ({ ...r, bestSeller: e.target.checked }))} />
                    {PRODUCT_MSG.bestSellerLabel}
                  </label>
                  <label className={ui.check}>
                    <input type="checkbox" checked={row.trendingProd} disabled={disabled} onChange={(e) => update(index, (r) => ({ ...r, trendingProd: e.target.checked }))} />
                    {PRODUCT_MSG.trendingLabel}
                  </label>
                </td>
                <td>
                  <input
                    value={row.imageIndexes}
                    inputMode="numeric"
                    placeholder="0;1"
                    onChange={(e) => update(index, (r) => ({ ...r, imageIndexes: onlyIndexes(e.target.value) }))}
                    {...cell(PRODUCT_MSG.imageIndexesLabel)}
                  />
                </td>
                <td>
                  <input
                    value={row.videoIndex}
                    inputMode="numeric"
                    onChange={(e) => update(index, (r) => ({ ...r, videoIndex: e.target.value.replace(/[^0-9]/g, "") }))}
                    {...cell(PRODUCT_MSG.videoIndexLabel)}
                  />
                </td>
                <td>
                  <button type="button" className={ui.ghost} onClick={() => remove(index)} disabled={disabled} aria-label={PRODUCT_MSG.removeRow(n)}>
                    {PRODUCT_MSG.remove}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
