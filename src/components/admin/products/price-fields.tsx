"use client";

import { TextField } from "@/components/admin/ui/fields";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_DISCOUNT, discountFromTotal, totalFromDiscount } from "@/lib/admin/product-pricing";
import styles from "./products.module.css";

// Price, discount and selling price, kept in step both ways (back office §5): editing the price or
// the discount recalculates the total (2 decimals); editing the total recalculates the discount,
// clamped to 0–99 (0 when the price is 0). Values stay strings, as typed; the server recomputes
// the selling price itself and never reads the total.

export interface PriceValues {
  price: string;
  discount: string;
  total: string;
}

const toNumber = (text: string) => (text.trim() === "" ? 0 : Number(text));

/** The total the price and discount give, as the field shows it ("" while the price is not a number). */
export function totalText(price: string, discount: string): string {
  const p = toNumber(price);
  const d = toNumber(discount);
  if (!Number.isFinite(p) || !Number.isFinite(d) || price.trim() === "") return "";
  return totalFromDiscount(p, d).toFixed(2);
}

export function PriceFields({
  values,
  onChange,
  errors,
  disabled,
}: {
  values: PriceValues;
  onChange: (values: PriceValues) => void;
  errors: { price?: string; discount?: string };
  disabled?: boolean;
}) {
  function setPrice(price: string) {
    onChange({ price, discount: values.discount, total: totalText(price, values.discount) });
  }
  function setDiscount(discount: string) {
    onChange({ price: values.price, discount, total: totalText(values.price, discount) });
  }
  function setTotal(total: string) {
    const price = toNumber(values.price);
    const wanted = toNumber(total);
    const discount = Number.isFinite(price) && Number.isFinite(wanted) && total.trim() !== "" ? discountFromTotal(price, wanted) : 0;
    onChange({ price: values.price, discount: String(discount), total });
  }

  return (
    <div className={styles.grid3}>
      <TextField
        id="product-price"
        label={PRODUCT_MSG.priceLabel}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={values.price}
        onValue={setPrice}
        error={errors.price}
        required
        disabled={disabled}
      />
      <DiscountField value={values.discount} onValue={setDiscount} error={errors.discount} disabled={disabled} />
      <TextField
        id="product-total"
        label={PRODUCT_MSG.totalLabel}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={values.total}
        onValue={setTotal}
        hint={PRODUCT_MSG.totalHint}
        disabled={disabled}
      />
    </div>
  );
}

/** The discount (%): with the price and selling price for a fixed price, alone by weight. */
export function DiscountField({ value, onValue, error, disabled }: { value: string; onValue: (value: string) => void; error?: string; disabled?: boolean }) {
  return (
    <TextField
      id="product-discount"
      label={PRODUCT_MSG.discountLabel}
      type="number"
      inputMode="decimal"
      min={0}
      max={MAX_DISCOUNT}
      step={0.01}
      value={value}
      onValue={onValue}
      error={error}
      disabled={disabled}
    />
  );
}
