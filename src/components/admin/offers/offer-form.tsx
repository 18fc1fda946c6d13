"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CheckboxField, SelectField, TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { OFFERS_KEY, offerKey, saveOffer } from "@/lib/api/admin/offers";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { OFFER_KINDS, OFFER_SCOPES, type OfferKind, type OfferScope } from "@/lib/offers/types";
import { fieldErrors } from "@/lib/schemas/admin-delivery";
import { type AdminOfferJSON, type OfferField, type OfferFormBody, ZOfferInput, utcToIstLocal } from "@/lib/schemas/offers";
import { toast } from "@/lib/toast";
import { CategoryChoices, type PieceChoice, PieceChoices } from "./offer-scope-picker";
import styles from "./offers.module.css";

/** The form's values as typed (the server reads the same shape: src/lib/schemas/offers.ts). */
interface OfferFormValues {
  name: string;
  code: string;
  kind: OfferKind;
  value: string;
  scope: OfferScope;
  categoryIds: string[];
  pieces: PieceChoice[];
  startsAt: string;
  endsAt: string;
  minCart: string;
  firstOrderOnly: boolean;
  totalLimit: string;
  perCustomerLimit: string;
  stackable: boolean;
  paused: boolean;
}

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

function toValues(offer: AdminOfferJSON | null): OfferFormValues {
  if (!offer) {
    return {
      name: "",
      code: "",
      kind: "percent_pieces",
      value: "",
      scope: "all",
      categoryIds: [],
      pieces: [],
      startsAt: utcToIstLocal(new Date()),
      endsAt: "",
      minCart: "",
      firstOrderOnly: false,
      totalLimit: "",
      perCustomerLimit: "",
      stackable: false,
      paused: false,
    };
  }
  return {
    name: offer.name,
    code: offer.code ?? "",
    kind: offer.kind,
    value: offer.kind === "fixed_cart" ? rupees(offer.amountPaise ?? 0) : String((offer.percentBps ?? 0) / 100),
    scope: offer.scope,
    categoryIds: offer.categories.map((category) => category._id),
    pieces: [
      ...offer.products.map((product) => ({ productId: product._id, productName: product.name, sizeId: null, sizeLabel: null })),
      ...offer.productSizes.map((entry) => ({ productId: entry.productId, productName: entry.productName, sizeId: entry.sizeId, sizeLabel: entry.sizeLabel })),
    ],
    startsAt: utcToIstLocal(offer.startsAt),
    endsAt: offer.endsAt ? utcToIstLocal(offer.endsAt) : "",
    minCart: offer.minCartPaise === 0 ? "" : rupees(offer.minCartPaise),
    firstOrderOnly: offer.firstOrderOnly,
    totalLimit: offer.totalLimit === null ? "" : String(offer.totalLimit),
    perCustomerLimit: offer.perCustomerLimit === null ? "" : String(offer.perCustomerLimit),
    stackable: offer.stackable,
    paused: offer.paused,
  };
}

function toBody({ pieces, ...values }: OfferFormValues): OfferFormBody {
  return {
    ...values,
    productIds: pieces.filter((piece) => piece.sizeId === null).map((piece) => piece.productId),
    productSizes: pieces.flatMap((piece) => (piece.sizeId === null ? [] : [{ productId: piece.productId, sizeId: piece.sizeId }])),
  };
}

/**
 * The offer form, new (offer null) or an edit: checked with the server's own schema before it is
 * sent (the same words under each field), what was typed kept whatever the server answers.
 */
export function OfferForm({ offer }: { offer: AdminOfferJSON | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<OfferFormValues>(() => toValues(offer));
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof OfferFormValues>(name: K) =>
    (value: OfferFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const text = (name: "name" | "code" | "value" | "startsAt" | "endsAt" | "minCart" | "totalLimit" | "perCustomerLimit") => ({
    id: `offer-${name}`,
    value: values[name],
    onValue: set(name),
    error: errors[name],
    autoComplete: "off",
  });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toBody(values);
    const parsed = ZOfferInput.safeParse(body);
    setErrors(parsed.success ? {} : fieldErrors<OfferField>(parsed.error));
    setServerError(null);
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.path[0];
      if (typeof first === "string") document.getElementById(first === "productIds" ? "offer-piece-search" : `offer-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveOffer(offer?._id ?? null, body);
      toast.success(saved.msg);
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
      if (offer) queryClient.removeQueries({ queryKey: offerKey(offer._id) });
      // The app keeps a page left behind (with its state) for the way back: a new offer's form
      // starts blank next time, an edit shows what the server kept.
      setValues(toValues(offer ? saved.offer : null));
      router.push(offer ? `/admin/offers/${saved.offer._id}` : "/admin/offers");
    } catch (failure) {
      const message = failureText(failure, M.clientError);
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  const percent = values.kind !== "fixed_cart";
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} aria-label={offer ? M.editTitle(offer.name) : M.newTitle}>
      <FormError message={serverError} />
      <TextField {...text("name")} label={M.nameLabel} hint={M.nameHint} maxLength={120} />
      <TextField {...text("code")} label={M.codeLabel} hint={M.codeHint} maxLength={40} autoCapitalize="characters" spellCheck={false} />
      <div className={ui.grid2}>
        <SelectField id="offer-kind" label={M.kindLabel} value={values.kind} onValue={(kind) => set("kind")(kind as OfferKind)} options={OFFER_KINDS.map((kind) => ({ value: kind, label: M.kinds[kind] }))} error={errors.kind} />
        <TextField {...text("value")} label={percent ? M.valuePercentLabel : M.valueRupeesLabel} hint={percent ? M.valuePercentHint : undefined} inputMode="decimal" maxLength={14} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{M.scopeLabel}</legend>
        <div className={styles.radios}>
          {OFFER_SCOPES.map((scope) => (
            <label key={scope} className={styles.radio}>
              <input type="radio" name="offer-scope" value={scope} checked={values.scope === scope} onChange={() => set("scope")(scope)} />
              {M.scopes[scope]}
            </label>
          ))}
        </div>
        {values.scope === "categories" ? <CategoryChoices chosen={values.categoryIds} onChosen={set("categoryIds")} error={errors.categoryIds} /> : null}
        {values.scope === "pieces" ? <PieceChoices chosen={values.pieces} onChosen={set("pieces")} error={errors.productIds} /> : null}
      </fieldset>
      <div className={ui.grid2}>
        <TextField {...text("startsAt")} type="datetime-local" label={M.startsLabel} />
        <TextField {...text("endsAt")} type="datetime-local" label={M.endsLabel} hint={M.endsHint} />
      </div>
      <TextField {...text("minCart")} label={M.minCartLabel} hint={M.minCartHint} inputMode="decimal" maxLength={14} />
      <div className={ui.grid2}>
        <TextField {...text("totalLimit")} label={M.totalLimitLabel} hint={M.totalLimitHint} inputMode="numeric" maxLength={8} />
        <TextField {...text("perCustomerLimit")} label={M.perCustomerLabel} hint={M.perCustomerHint} inputMode="numeric" maxLength={8} />
      </div>
      <CheckboxField id="offer-firstOrderOnly" label={M.firstOrderLabel} checked={values.firstOrderOnly} onChecked={set("firstOrderOnly")} />
      <div>
        <CheckboxField id="offer-stackable" label={M.stackableLabel} checked={values.stackable} onChecked={set("stackable")} />
        <p className={ui.hint}>{M.stackableHint}</p>
      </div>
      <CheckboxField id="offer-paused" label={M.pausedLabel} checked={values.paused} onChecked={set("paused")} />
      <div className={ui.formActions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? M.saving : offer ? M.save : M.create}
        </button>
      </div>
    </form>
  );
}
