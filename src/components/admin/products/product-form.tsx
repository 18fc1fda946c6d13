"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { SILVER_RATE_KEY, fetchSilverRates } from "@/lib/api/admin/silver-rate";
import { SETTINGS_KEY, fetchSettings } from "@/lib/api/admin/settings";
import { CATEGORIES_KEY, fetchAdminCategories } from "@/lib/api/admin/categories";
import { COLORS_KEY, fetchAdminColors } from "@/lib/api/admin/colors";
import { failureText } from "@/lib/admin/failure-text";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { productSlug } from "@/lib/admin/product-pricing";
import { PRODUCTS_KEY, createProduct, updateProduct } from "@/lib/api/admin/products";
import { PRODUCT_LIMITS, ZAdminProductFields, adminProductErrors, pricingProblem } from "@/lib/schemas/admin-product";
import { toast } from "@/lib/toast";
import { ImagePicker, type PickedImage } from "./image-picker";
import { PriceFields, type PriceValues, totalText } from "./price-fields";
import { productFormData } from "./product-form-data";
import { type ProductFormField, fieldOfServerMsg } from "./server-field";
import { ByWeightFields, PricingModeField, PurityFields, type RateState } from "./silver-fields";
import { DEFAULT_GST_BPS, type SilverValues, byWeightPreview, initialSilverValues, silverInput } from "./silver-pricing";
import { type VideoChoice, VideoField } from "./video-field";
import { SizeFields } from "./size-fields";
import { type SizeErrors, checkSizes, initialSizeValues, lightestWeight, sizeErrorOfServerMsg, sizeLines, totalStock } from "./size-rows";
import { SIZES_KEY, fetchSizeSets } from "@/lib/api/admin/sizes";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { formatRupees2 } from "@/lib/format";
import styles from "./products.module.css";

// The add and edit product form (back office §2 Add/Edit, §4, §5). Checks run in the browser with
// the server's own schema and texts; a refusal (ours or the server's) is shown and everything typed
// and chosen stays, so the owner fixes the one thing and submits again.

const PRODUCTS_PATH = "/admin/products";

type FieldErrors = Partial<Record<ProductFormField, string>>;

/** Keys that make no sense in a whole number: no decimals, exponents or signs in the stock field. */
const NOT_IN_WHOLE_NUMBERS = new Set([".", ",", "e", "E", "-", "+"]);

/** The form's fields top to bottom, and the control each error sends the focus to. */
const FIELD_ORDER: ProductFormField[] = [
  "name",
  "description",
  "code",
  "categoryID",
  "colors",
  "purity",
  "huid",
  "pricingMode",
  "price",
  "netWeight",
  "makingChargeKind",
  "makingCharge",
  "otherCharges",
  "discount",
  "quantity",
  "weight",
  "sizes",
  "images",
  "video",
];
const FIELD_CONTROL: Record<ProductFormField, string> = {
  name: "#product-name",
  description: "#product-description",
  code: "#product-code",
  categoryID: "#product-category",
  colors: "[id^='product-color-']",
  purity: "#product-purity",
  huid: "#product-huid",
  pricingMode: "input[name='product-pricing-mode']:checked",
  price: "#product-price",
  netWeight: "#product-net-weight",
  makingChargeKind: "#product-making-kind",
  makingCharge: "#product-making-charge",
  otherCharges: "#product-other-charges",
  discount: "#product-discount",
  quantity: "#product-quantity",
  weight: "#product-weight",
  images: "#product-images",
  video: "#product-video",
  sizes: "#product-size-set",
};

function initialImages(product: AdminProductJSON | null): PickedImage[] {
  return product ? product.images.map((image) => ({ kind: "existing", id: image._id, url: image.url })) : [];
}

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

export function ProductForm({ product }: { product: AdminProductJSON | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const editing = product !== null;

  const categories = useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchAdminCategories(signal) });
  const colors = useQuery({ queryKey: COLORS_KEY, queryFn: ({ signal }) => fetchAdminColors(signal) });

  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(product?.name ?? "");
  const [description, setDescription] = useState(product?.description ?? "");
  const [code, setCode] = useState(product?.code ?? "");
  const [categoryID, setCategoryID] = useState(product?.category_id._id ?? "");
  const [colorIds, setColorIds] = useState<string[]>(product?.colors.map((color) => color._id) ?? []);
  const [prices, setPrices] = useState<PriceValues>(() => {
    const price = numberText(product?.price);
    const discount = numberText(product?.discount ?? 0);
    return { price, discount, total: product ? product.total_price.toFixed(2) : totalText(price, discount) };
  });
  const [quantity, setQuantity] = useState(numberText(product?.quantity));
  const [weight, setWeight] = useState(numberText(product?.weight));
  const [silver, setSilver] = useState<SilverValues>(() => initialSilverValues(product));
  const [bestSeller, setBestSeller] = useState(product?.bestSeller ?? false);
  const [trendingProd, setTrendingProd] = useState(product?.trendingProd ?? false);
  const [newArrival, setNewArrival] = useState(product?.newArrival ?? false);
  const [images, setImages] = useState<PickedImage[]>(() => initialImages(product));
  const [video, setVideo] = useState<VideoChoice>({ file: null, remove: false });
  const [sizeValues, setSizeValues] = useState(() => initialSizeValues(product));
  const [sizeErrors, setSizeErrors] = useState<SizeErrors>({ bySize: {} });
  const sizeSets = useQuery({ queryKey: SIZES_KEY, queryFn: ({ signal }) => fetchSizeSets(signal) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  // Today's silver rate and the GST rate, for the by-weight preview (read once the piece is priced by weight).
  const byWeight = silver.pricingMode === "by_weight";
  const rates = useQuery({ queryKey: SILVER_RATE_KEY, queryFn: ({ signal }) => fetchSilverRates(signal), enabled: byWeight });
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchSettings(signal), enabled: byWeight });
  const rate: RateState = {
    pending: rates.isPending,
    failed: rates.isError ? failureText(rates.error, PRODUCT_MSG.silverRateFailed) : undefined,
    paisePerGram: rates.data?.current?.paisePerGram ?? null,
  };
  const gstBps = settings.data?.gstRateBps ?? DEFAULT_GST_BPS;
  // Sold by size (issue 42): the stock is the sizes' sum, and by weight the piece's net weight the lightest size's.
  const sizeSet = (sizeSets.data ?? []).find((set) => set._id === sizeValues.setId);
  const sized = sizeValues.setId !== "";
  const pricedSilver = sized && byWeight ? { ...silver, netWeight: lightestWeight(sizeValues, sizeSet) } : silver;
  const previewAt = (values: typeof silver) =>
    byWeight && rate.paisePerGram ? byWeightPreview({ ratePaisePerGram: rate.paisePerGram, gstBps, roundToRupee: settings.data?.roundByWeightPrices ?? true, values, discount: prices.discount }) : null;
  const preview = previewAt(pricedSilver);
  const sizePrice = (netWeight: string) => {
    const at = previewAt({ ...silver, netWeight });
    return at ? formatRupees2(at.sellingPaise) : null;
  };
  /** By weight the server ignores the price; the field still has to pass the schema, so it carries the preview (or 0). */
  const byWeightPrice = preview && preview.totalPaise <= PRODUCT_LIMITS.price * 100 ? (preview.totalPaise / 100).toFixed(2) : "0";

  const slug = productSlug(name);
  const setError = (field: keyof FieldErrors) => (message: string | undefined) => setErrors((current) => ({ ...current, [field]: message }));

  function toggleColor(id: string, checked: boolean) {
    setColorIds((current) => (checked ? [...current, id] : current.filter((c) => c !== id)));
  }

  function refuse(message: string, fieldErrors: FieldErrors = {}) {
    setErrors(fieldErrors);
    setFormError(Object.keys(fieldErrors).length > 0 ? undefined : message);
    toast.error(message);
    // Keyboard and screen-reader users land on the first field to fix.
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(FIELD_CONTROL[first])?.focus());
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The spec's first check: the three things every product needs.
    if (!name.trim() || !slug || !categoryID) {
      const missing: FieldErrors = {};
      if (!name.trim() || !slug) missing.name = PRODUCT_MSG.nameSlugCategory;
      if (!categoryID) missing.categoryID = PRODUCT_MSG.selectCategory;
      return refuse(PRODUCT_MSG.nameSlugCategory, missing);
    }
    const parsed = ZAdminProductFields.safeParse({
      name,
      description,
      code: code.trim().toUpperCase(),
      price: byWeight ? byWeightPrice : prices.price,
      discount: prices.discount,
      quantity: sized ? String(totalStock(sizeValues, sizeSet)) : quantity,
      weight,
      categoryID,
      colors: colorIds,
      bestSeller,
      trendingProd,
      newArrival,
      ...silverInput(pricedSilver),
    });
    const fieldErrors: FieldErrors = parsed.success ? {} : adminProductErrors(parsed.error);
    // The pricing fields together (by weight: the weight and making charges), in the server's words.
    const terms = ZAdminProductFields.pick({ pricingMode: true, netWeight: true, makingChargeKind: true, makingCharge: true }).safeParse(silverInput(pricedSilver));
    const problem = terms.success ? pricingProblem(terms.data) : null;
    // Sized by weight, the weights are the sizes' (checked per size below).
    if (problem && !(sized && problem.field === "netWeight") && !fieldErrors[problem.field as ProductFormField]) fieldErrors[problem.field as ProductFormField] = problem.message;
    if (sized && byWeight) delete fieldErrors.netWeight;
    const sizeProblems = checkSizes(sizeValues, sizeSet, byWeight);
    setSizeErrors(sizeProblems);
    const firstSize = sizeSet?.sizes.find((size) => sizeProblems.bySize[size._id]);
    if (sizeProblems.all) fieldErrors.sizes = sizeProblems.all;
    else if (firstSize) fieldErrors.sizes = sizeProblems.bySize[firstSize._id];
    // No rate yet: the server would refuse the piece by weight with the same words.
    if (byWeight && rates.isSuccess && rates.data.current === null && !fieldErrors.pricingMode) fieldErrors.pricingMode = PRODUCT_MSG.noSilverRate;
    if (images.length === 0) fieldErrors.images = PRODUCT_MSG.selectImages;
    if (errors.video) fieldErrors.video = errors.video;
    const first = Object.values(fieldErrors).find(Boolean);
    if (!parsed.success || first) {
      refuse(first ?? PRODUCT_MSG.anError, fieldErrors);
      // A size's row: its stock field takes the focus (after refuse's own).
      if (firstSize && !FIELD_ORDER.slice(0, FIELD_ORDER.indexOf("sizes")).some((field) => fieldErrors[field])) {
        requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(`product-size-${firstSize._id}-stock`)?.focus()));
      }
      return;
    }

    setCode(parsed.data.code ?? "");
    if (parsed.data.huid !== undefined) setSilver((current) => ({ ...current, huid: parsed.data.huid ?? "" }));
    setErrors({});
    setFormError(undefined);
    setBusy(true);
    setProgress(0);
    try {
      const form = productFormData(parsed.data, { images, video, editing, byWeightPrice, sizes: { setId: sizeValues.setId, lines: sizeLines(sizeValues, sizeSet, byWeight) } });
      const msg = product ? await updateProduct(product._id, form, setProgress) : await createProduct(form, setProgress);
      toast.success(msg || (product ? PRODUCT_MSG.updated : PRODUCT_MSG.created));
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      router.push(PRODUCTS_PATH);
    } catch (error) {
      const fallback = product ? PRODUCT_MSG.updateFailed : PRODUCT_MSG.clientError;
      const message = failureText(error, fallback);
      // Shown above the buttons, and under its field when the server's words name one.
      const field = fieldOfServerMsg(message);
      if (field) setErrors({ [field]: message });
      // A size's problem ("Size 12: ..."): under that size's row.
      const aboutSizes = sizeErrorOfServerMsg(message, sizeSet);
      if (aboutSizes) setSizeErrors(aboutSizes);
      setFormError(message);
      toast.error(message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: category._id,
    label: category.status ? category.name : PRODUCT_MSG.inactiveOption(category.name),
  }));
  // The product's own category stays choosable even before the list arrives.
  if (product && !categoryOptions.some((option) => option.value === product.category_id._id)) {
    categoryOptions.unshift({ value: product.category_id._id, label: product.category_id.name });
  }

  return (
    <form ref={formRef} className={ui.form} onSubmit={submit} noValidate aria-describedby={formError ? "product-form-error" : undefined}>
      <section className={ui.section} aria-labelledby="product-basics">
        <h2 id="product-basics">{PRODUCT_MSG.basicsHeading}</h2>
        <TextField id="product-name" label={PRODUCT_MSG.nameLabel} value={name} onValue={setName} error={errors.name} maxLength={PRODUCT_LIMITS.name} required autoComplete="off" disabled={busy} />
        <TextField id="product-slug" label={PRODUCT_MSG.slugLabel} value={slug} onValue={() => {}} readOnly hint={PRODUCT_MSG.slugHint} />
        <TextAreaField
          id="product-description"
          label={PRODUCT_MSG.descriptionLabel}
          value={description}
          onValue={setDescription}
          error={errors.description}
          maxLength={PRODUCT_LIMITS.description}
          rows={5}
          disabled={busy}
        />
        <div className={ui.grid2}>
          <TextField
            id="product-code"
            label={PRODUCT_MSG.codeLabel}
            value={code}
            onValue={(value) => setCode(value.toUpperCase())}
            error={errors.code}
            hint={editing ? undefined : PRODUCT_MSG.codeHint}
            maxLength={32}
            autoComplete="off"
            disabled={busy}
          />
          <SelectField
            id="product-category"
            label={PRODUCT_MSG.categoryLabel}
            value={categoryID}
            onValue={setCategoryID}
            options={categoryOptions}
            placeholder={categories.isPending ? PRODUCT_MSG.loadingCategories : PRODUCT_MSG.chooseCategory}
            error={errors.categoryID ?? (categories.isError ? failureText(categories.error, PRODUCT_MSG.categoriesFailed) : undefined)}
            disabled={busy}
          />
        </div>
        <fieldset className={styles.checks} aria-describedby={errors.colors || colors.isError ? "product-colors-error" : undefined}>
          <legend>{PRODUCT_MSG.colorsLabel}</legend>
          {(colors.data ?? []).map((color) => (
            <CheckboxField
              key={color._id}
              id={`product-color-${color._id}`}
              label={color.status ? color.name : PRODUCT_MSG.inactiveOption(color.name)}
              checked={colorIds.includes(color._id)}
              onChecked={(checked) => toggleColor(color._id, checked)}
            />
          ))}
          {colors.isPending ? <span className={ui.hint}>{PRODUCT_MSG.loadingColors}</span> : null}
          {errors.colors || colors.isError ? (
            <p id="product-colors-error" className={ui.error}>
              {errors.colors ?? PRODUCT_MSG.colorsFailed}
            </p>
          ) : null}
        </fieldset>
      </section>

      <section className={ui.section} aria-labelledby="product-purity-heading">
        <h2 id="product-purity-heading">{PRODUCT_MSG.purityHeading}</h2>
        <PurityFields values={silver} onValues={setSilver} errors={errors} disabled={busy} />
      </section>

      <section className={ui.section} aria-labelledby="product-pricing">
        <h2 id="product-pricing">{PRODUCT_MSG.pricingHeading}</h2>
        <PricingModeField value={silver.pricingMode} onValue={(pricingMode) => setSilver((current) => ({ ...current, pricingMode }))} error={errors.pricingMode} disabled={busy} />
        {byWeight ? (
          <ByWeightFields
            values={silver}
            onValues={setSilver}
            discount={prices.discount}
            onDiscount={(discount) => setPrices((current) => ({ ...current, discount, total: totalText(current.price, discount) }))}
            errors={errors}
            discountError={errors.discount}
            rate={rate}
            preview={preview?.text ?? null}
            disabled={busy}
            netWeightBySize={sized}
          />
        ) : (
          <PriceFields values={prices} onChange={setPrices} errors={{ price: errors.price, discount: errors.discount }} disabled={busy} />
        )}
        <div className={ui.grid2}>
          {sized ? (
            <p className={ui.hint}>
              {PRODUCT_SIZE_MSG.totalStock(totalStock(sizeValues, sizeSet))}. {PRODUCT_SIZE_MSG.setHint}
            </p>
          ) : (
          <TextField
            id="product-quantity"
            label={PRODUCT_MSG.quantityLabel}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={quantity}
            onValue={setQuantity}
            onKeyDown={(event) => {
              if (NOT_IN_WHOLE_NUMBERS.has(event.key)) event.preventDefault();
            }}
            error={errors.quantity}
            required
            disabled={busy}
          />
          )}
          <TextField
            id="product-weight"
            label={PRODUCT_MSG.weightLabel}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={weight}
            onValue={setWeight}
            error={errors.weight}
            required
            disabled={busy}
          />
        </div>
        <fieldset className={styles.checks}>
          <legend>{PRODUCT_MSG.flagsLabel}</legend>
          <CheckboxField id="product-best-seller" label={PRODUCT_MSG.bestSellerLabel} checked={bestSeller} onChecked={setBestSeller} />
          <CheckboxField id="product-trending" label={PRODUCT_MSG.trendingLabel} checked={trendingProd} onChecked={setTrendingProd} />
          <CheckboxField id="product-new-arrival" label={PRODUCT_MSG.newArrivalLabel} checked={newArrival} onChecked={setNewArrival} />
        </fieldset>
      </section>

      <section className={ui.section} aria-labelledby="product-sizes">
        <h2 id="product-sizes">{PRODUCT_SIZE_MSG.heading}</h2>
        <SizeFields
          sets={sizeSets.data ?? []}
          setsState={{ pending: sizeSets.isPending, failed: sizeSets.isError ? failureText(sizeSets.error, PRODUCT_SIZE_MSG.setsFailed) : undefined }}
          values={sizeValues}
          onValues={(values) => {
            setSizeValues(values);
            setSizeErrors({ bySize: {} });
          }}
          errors={{ ...sizeErrors, all: sizeErrors.all ?? (errors.sizes && !sizeSet?.sizes.some((size) => sizeErrors.bySize[size._id]) ? errors.sizes : undefined) }}
          byWeight={byWeight}
          priceOf={sizePrice}
          disabled={busy}
        />
      </section>

      <section className={ui.section} aria-labelledby="product-media">
        <h2 id="product-media">{PRODUCT_MSG.mediaHeading}</h2>
        <ImagePicker images={images} onImages={setImages} error={errors.images} onError={setError("images")} disabled={busy} />
        <VideoField currentUrl={product?.video?.url ?? null} value={video} onValue={setVideo} error={errors.video} onError={setError("video")} disabled={busy} />
      </section>

      {formError ? (
        <p id="product-form-error" className={ui.error} role="alert">
          {formError}
        </p>
      ) : null}
      {progress !== null ? <progress className={ui.progress} max={100} value={progress} aria-label={PRODUCT_MSG.uploadProgress} /> : null}
      <div className={ui.formActions}>
        <button type="button" className={ui.button} onClick={() => router.push(PRODUCTS_PATH)} disabled={busy}>
          {PRODUCT_MSG.cancel}
        </button>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? (editing ? PRODUCT_MSG.saving : PRODUCT_MSG.adding) : editing ? PRODUCT_MSG.save : PRODUCT_MSG.addProduct}
        </button>
      </div>
    </form>
  );
}
