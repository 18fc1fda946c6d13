"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { SelectField, TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_LIMITS } from "@/lib/schemas/admin-product";
import { DiscountField } from "./price-fields";
import { type MakingKind, PURITY_OPTIONS, type PricingMode, type SilverValues } from "./silver-pricing";
import styles from "./products.module.css";

// The product form's silver fields (issue 21): how the piece is priced (a fixed price or by weight
// at today's silver rate, with a live preview), and its purity grade and BIS hallmark (HUID).

export type SilverErrors = Partial<Record<"pricingMode" | "purity" | "huid" | "netWeight" | "makingChargeKind" | "makingCharge" | "otherCharges", string>>;

/** Today's silver rate as the form knows it. */
export interface RateState {
  pending: boolean;
  /** Why it could not be read. */
  failed?: string;
  /** null: no rate has been set yet. */
  paisePerGram: number | null;
}

const SILVER_RATE_PATH = "/admin/silver-rate";

export function PricingModeField({ value, onValue, error, disabled }: { value: PricingMode; onValue: (mode: PricingMode) => void; error?: string; disabled?: boolean }) {
  const options: { mode: PricingMode; label: string }[] = [
    { mode: "fixed", label: PRODUCT_MSG.pricingFixed },
    { mode: "by_weight", label: PRODUCT_MSG.pricingByWeight },
  ];
  return (
    <fieldset className={styles.checks} aria-describedby={error ? "product-pricing-mode-error" : undefined}>
      <legend>{PRODUCT_MSG.pricingModeLabel}</legend>
      {options.map(({ mode, label }) => (
        <label key={mode} className={ui.check} htmlFor={`product-pricing-${mode}`}>
          <input
            id={`product-pricing-${mode}`}
            type="radio"
            name="product-pricing-mode"
            value={mode}
            checked={value === mode}
            onChange={() => onValue(mode)}
            disabled={disabled}
          />
          {label}
        </label>
      ))}
      {error ? (
        <p id="product-pricing-mode-error" className={`${ui.error} ${styles.fullRow}`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ByWeightFields({
  values,
  onValues,
  discount,
  onDiscount,
  errors,
  discountError,
  rate,
  preview,
  disabled,
  netWeightBySize = false,
}: {
  values: SilverValues;
  onValues: (values: SilverValues) => void;
  discount: string;
  onDiscount: (discount: string) => void;
  errors: SilverErrors;
  discountError?: string;
  rate: RateState;
  /** The price at today's rate, as the preview line says it (null while a term is missing). */
  preview: string | null;
  disabled?: boolean;
  /** Sold by size (issue 42): each size has its own net weight (in the sizes' rows), so the piece's own field is left out. */
  netWeightBySize?: boolean;
}) {
  const set = (change: Partial<SilverValues>) => onValues({ ...values, ...change });

  return (
    <>
      <div className={styles.grid3}>
        {netWeightBySize ? null : (
        <TextField
          id="product-net-weight"
          label={PRODUCT_MSG.netWeightLabel}
          type="number"
          inputMode="decimal"
          min={0}
          max={PRODUCT_LIMITS.weight}
          step={0.001}
          value={values.netWeight}
          onValue={(netWeight) => set({ netWeight })}
          error={errors.netWeight}
          hint={PRODUCT_MSG.netWeightHint}
          required
          disabled={disabled}
        />
        )}
        <SelectField
          id="product-making-kind"
          label={PRODUCT_MSG.makingKindLabel}
          value={values.makingChargeKind}
          onValue={(kind) => set({ makingChargeKind: kind as MakingKind })}
          options={[
            { value: "per_gram", label: PRODUCT_MSG.makingKindPerGram },
            { value: "percent", label: PRODUCT_MSG.makingKindPercent },
          ]}
          error={errors.makingChargeKind}
          disabled={disabled}
        />
        <TextField
          id="product-making-charge"
          label={PRODUCT_MSG.makingChargeLabel(values.makingChargeKind)}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.makingCharge}
          onValue={(makingCharge) => set({ makingCharge })}
          error={errors.makingCharge}
          required
          disabled={disabled}
        />
      </div>
      <div className={styles.grid3}>
        <TextField
          id="product-other-charges"
          label={PRODUCT_MSG.otherChargesLabel}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.otherCharges}
          onValue={(otherCharges) => set({ otherCharges })}
          error={errors.otherCharges}
          disabled={disabled}
        />
        <DiscountField value={discount} onValue={onDiscount} error={discountError} disabled={disabled} />
      </div>
      <p className={styles.preview} role="status" data-testid="by-weight-preview">
        {rate.pending ? (
          PRODUCT_MSG.loadingSilverRate
        ) : rate.failed ? (
          rate.failed
        ) : rate.paisePerGram === null ? (
          <>
            {PRODUCT_MSG.noSilverRate} <AdminLink href={SILVER_RATE_PATH}>{PRODUCT_MSG.setSilverRate}</AdminLink>
          </>
        ) : (
          (preview ?? PRODUCT_MSG.byWeightPreviewIncomplete)
        )}
      </p>
    </>
  );
}

export function PurityFields({ values, onValues, errors, disabled }: { values: SilverValues; onValues: (values: SilverValues) => void; errors: SilverErrors; disabled?: boolean }) {
  return (
    <div className={`${ui.grid2} ${styles.alignStart}`}>
      <SelectField id="product-purity" label={PRODUCT_MSG.purityLabel} value={values.purity} onValue={(purity) => onValues({ ...values, purity })} options={PURITY_OPTIONS} error={errors.purity} disabled={disabled} />
      <TextField
        id="product-huid"
        label={PRODUCT_MSG.huidLabel}
        value={values.huid}
        onValue={(huid) => onValues({ ...values, huid: huid.toUpperCase() })}
        error={errors.huid}
        hint={PRODUCT_MSG.huidHint}
        maxLength={6}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className={`${ui.input} ${styles.huid}`}
        disabled={disabled}
      />
    </div>
  );
}
