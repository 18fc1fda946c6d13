"use client";

import { Fragment } from "react";
import { SelectField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import type { AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { type SizeErrors, type SizeRowValues, type SizeValues, emptySizeRow, totalStock } from "./size-rows";
import styles from "./products.module.css";

// The product form's sizes (issue 42): the set (or none), then per size of the set a tick, its
// stock, an optional code and, by weight, its net weight with the price it comes to. Each size's
// error shows under its row.

const NOT_IN_WHOLE_NUMBERS = new Set([".", ",", "e", "E", "-", "+"]);

export function SizeFields({
  sets,
  setsState,
  values,
  onValues,
  errors,
  byWeight,
  priceOf,
  disabled,
}: {
  sets: AdminSizeSetJSON[];
  /** Loading, failed (the words) or ready. */
  setsState: { pending: boolean; failed?: string };
  values: SizeValues;
  onValues: (values: SizeValues) => void;
  errors: SizeErrors;
  byWeight: boolean;
  /** By weight: the price a net weight (as typed) comes to at today's rate, or null. */
  priceOf: (netWeight: string) => string | null;
  disabled?: boolean;
}) {
  const set = sets.find((one) => one._id === values.setId);
  const options = sets.map((one) => ({ value: one._id, label: one.name }));
  if (values.setId && !set) options.unshift({ value: values.setId, label: values.setId });
  const rowOf = (sizeId: string) => values.rows[sizeId] ?? emptySizeRow();
  const change = (sizeId: string, patch: Partial<SizeRowValues>) => onValues({ ...values, rows: { ...values.rows, [sizeId]: { ...rowOf(sizeId), ...patch } } });

  return (
    <>
      <SelectField
        id="product-size-set"
        label={PRODUCT_SIZE_MSG.setLabel}
        value={values.setId}
        onValue={(setId) => onValues({ ...values, setId })}
        options={options}
        placeholder={PRODUCT_SIZE_MSG.noSizes}
        hint={PRODUCT_SIZE_MSG.setHint}
        error={errors.all ?? setsState.failed}
        disabled={disabled}
      />
      {setsState.pending ? <p className={ui.hint}>{PRODUCT_SIZE_MSG.loadingSets}</p> : null}
      {set ? (
        <fieldset className={styles.sizeRows}>
          <legend>{PRODUCT_SIZE_MSG.offeredLegend}</legend>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{PRODUCT_SIZE_MSG.offeredLegend}</th>
                  <th scope="col">{PRODUCT_SIZE_MSG.stockColumn}</th>
                  <th scope="col">{PRODUCT_SIZE_MSG.skuColumn}</th>
                  {byWeight ? <th scope="col">{PRODUCT_SIZE_MSG.weightColumn}</th> : null}
                  {byWeight ? <th scope="col">{PRODUCT_SIZE_MSG.priceColumn}</th> : null}
                </tr>
              </thead>
              <tbody>
                {set.sizes.map((size) => {
                  const row = rowOf(size._id);
                  const error = errors.bySize[size._id];
                  const errorId = `product-size-${size._id}-error`;
                  const described = error ? errorId : undefined;
                  const price = byWeight && row.offered ? priceOf(row.netWeight) : null;
                  return (
                    <Fragment key={size._id}>
                    <tr className={error ? styles.badSizeRow : undefined}>
                      <th scope="row">
                        <label className={ui.check}>
                          <input
                            type="checkbox"
                            id={`product-size-${size._id}`}
                            checked={row.offered}
                            onChange={(event) => change(size._id, { offered: event.target.checked })}
                            aria-label={PRODUCT_SIZE_MSG.offerLabel(size.label)}
                            aria-describedby={described}
                            disabled={disabled}
                          />
                          {size.label}
                        </label>
                      </th>
                      <td>
                        <input
                          id={`product-size-${size._id}-stock`}
                          className={`${ui.input} ${styles.sizeInput}`}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          value={row.stock}
                          onKeyDown={(event) => {
                            if (NOT_IN_WHOLE_NUMBERS.has(event.key)) event.preventDefault();
                          }}
                          onChange={(event) => change(size._id, { stock: event.target.value, offered: true })}
                          aria-label={PRODUCT_SIZE_MSG.stockLabel(size.label)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={described}
                          disabled={disabled}
                        />
                      </td>
                      <td>
                        <input
                          className={`${ui.input} ${styles.sizeInput}`}
                          value={row.sku}
                          maxLength={32}
                          autoComplete="off"
                          onChange={(event) => change(size._id, { sku: event.target.value.toUpperCase(), offered: true })}
                          aria-label={PRODUCT_SIZE_MSG.skuLabel(size.label)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={described}
                          disabled={disabled}
                        />
                      </td>
                      {byWeight ? (
                        <td>
                          <input
                            className={`${ui.input} ${styles.sizeInput}`}
                            type="number"
                            inputMode="decimal"
                            min={0}
                            step={0.001}
                            value={row.netWeight}
                            onChange={(event) => change(size._id, { netWeight: event.target.value, offered: true })}
                            aria-label={PRODUCT_SIZE_MSG.weightLabel(size.label)}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={described}
                            disabled={disabled}
                          />
                        </td>
                      ) : null}
                      {byWeight ? <td className={styles.sizePrice}>{price ?? "—"}</td> : null}
                    </tr>
                    {error ? (
                      <tr className={styles.badSizeRow}>
                        <td colSpan={byWeight ? 5 : 3}>
                          <p id={errorId} className={ui.error}>
                            {error}
                          </p>
                        </td>
                      </tr>
                    ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className={ui.hint} aria-live="polite">
            {PRODUCT_SIZE_MSG.totalStock(totalStock(values, set))}
          </p>
        </fieldset>
      ) : null}
    </>
  );
}
