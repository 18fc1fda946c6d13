"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ApiError } from "@/lib/api/admin/client";
import { CATEGORIES_KEY, fetchAdminCategories } from "@/lib/api/admin/categories";
import { COLORS_KEY, fetchAdminColors } from "@/lib/api/admin/colors";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { BulkError, PRODUCTS_KEY, bulkCreateProducts } from "@/lib/api/admin/products";
import { toast } from "@/lib/toast";
import { type BulkRow, MAX_BULK_FILES, MAX_BULK_ROWS, emptyRow, rowPayload, rowProblems } from "./bulk-rows";
import { CSV_EXAMPLE, parseCsvFile } from "./csv-import";
import { type BulkMedia, MediaStep } from "./media-step";
import { RowsTable } from "./rows-table";
import styles from "../products.module.css";

// /admin/products/bulk-add (back office §2 Bulk add, §5 Bulk and CSV) in three steps: 1) the media,
// 2) the rows (CSV import or by hand), 3) review and submit. All rows are created or none: a refusal
// highlights the rows the server names and keeps everything for the next try.

type Step = 1 | 2 | 3;
const STEPS: { step: Step; label: string }[] = [
  { step: 1, label: PRODUCT_MSG.bulkStepMedia },
  { step: 2, label: PRODUCT_MSG.bulkStepRows },
  { step: 3, label: PRODUCT_MSG.bulkStepReview },
];

export function BulkAddPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchAdminCategories(signal) });
  const colors = useQuery({ queryKey: COLORS_KEY, queryFn: ({ signal }) => fetchAdminColors(signal) });

  const [step, setStep] = useState<Step>(1);
  const [media, setMedia] = useState<BulkMedia>({ images: [], videos: [] });
  const [rows, setRowsState] = useState<BulkRow[]>([]);
  const [serverProblems, setServerProblems] = useState<Map<number, string>>(new Map());
  const [checked, setChecked] = useState(false);
  const [csvNote, setCsvNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | undefined>();

  const counts = { images: media.images.length, videos: media.videos.length };
  const imageCount = media.images.length;
  const videoCount = media.videos.length;
  const localProblems = useMemo(() => rowProblems(rows, { images: imageCount, videos: videoCount }), [rows, imageCount, videoCount]);
  // The browser's checks show once the owner asks to review or submit; the server's until the rows change.
  const problems = useMemo(() => {
    const all = new Map(checked ? localProblems : []);
    for (const [row, msg] of serverProblems) if (!all.has(row)) all.set(row, msg);
    return all;
  }, [checked, localProblems, serverProblems]);

  function setRows(next: BulkRow[]) {
    setRowsState(next);
    setServerProblems(new Map());
  }

  async function importCsv(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    try {
      // Names in the CSV are matched against the lists, so they must be here first.
      const lookups = {
        categories: categories.data ?? (await categories.refetch()).data ?? [],
        colors: colors.data ?? (await colors.refetch()).data ?? [],
      };
      const result = await parseCsvFile(file, lookups);
      if (!result.ok) {
        setCsvNote({ ok: false, text: result.msg });
        toast.error(result.msg);
        return;
      }
      setRows([...rows, ...result.rows]);
      const text = PRODUCT_MSG.csvImported(result.rows.length);
      setCsvNote({ ok: true, text });
      toast.success(text);
    } catch {
      setCsvNote({ ok: false, text: PRODUCT_MSG.csvUnreadable });
      toast.error(PRODUCT_MSG.csvUnreadable);
    }
  }

  function review() {
    setChecked(true);
    setStep(3);
  }

  async function submit() {
    setChecked(true);
    setFormError(undefined);
    const refuse = (msg: string) => {
      setFormError(msg);
      toast.error(msg);
    };
    if (rows.length === 0) return refuse(PRODUCT_MSG.noRows);
    if (rows.length > MAX_BULK_ROWS) return refuse(PRODUCT_MSG.tooManyRows(MAX_BULK_ROWS));
    if (counts.images + counts.videos > MAX_BULK_FILES) return refuse(PRODUCT_MSG.tooManyFiles(MAX_BULK_FILES));
    if (localProblems.size > 0) return refuse(PRODUCT_MSG.fixRows);

    const form = new FormData();
    form.append("products", JSON.stringify(rows.map((row) => rowPayload(row, counts.images))));
    for (const file of media.images) form.append("files", file);
    for (const file of media.videos) form.append("files", file);
    form.append("imageCount", String(counts.images));

    setBusy(true);
    setProgress(0);
    try {
      const { msg, created } = await bulkCreateProducts(form, setProgress);
      toast.success(msg || PRODUCT_MSG.bulkCreated(created));
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      router.push("/admin/products");
    } catch (error) {
      if (error instanceof BulkError && error.rowErrors.length > 0) {
        setServerProblems(new Map(error.rowErrors.map((problem) => [problem.row, problem.msg])));
      }
      const msg = error instanceof ApiError ? error.msg || (error.httpStatus === 0 ? PRODUCT_MSG.bulkClientError : PRODUCT_MSG.bulkFailed) : PRODUCT_MSG.bulkClientError;
      refuse(msg);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const table = (
    <RowsTable
      rows={rows}
      onRows={setRows}
      problems={problems}
      categories={categories.data ?? []}
      colors={colors.data ?? []}
      disabled={busy}
    />
  );

  return (
    <>
      <PageHeader title={PRODUCT_MSG.bulkTitle}>
        <AdminLink className={ui.button} href="/admin/products">
          {PRODUCT_MSG.backToProducts}
        </AdminLink>
      </PageHeader>
      <nav aria-label={PRODUCT_MSG.bulkStepsLabel}>
        <ol className={styles.steps}>
          {STEPS.map((item) => (
            <li key={item.step} aria-current={item.step === step ? "step" : undefined}>
              {PRODUCT_MSG.stepNumber(item.step)} {item.label}
            </li>
          ))}
        </ol>
      </nav>

      {step === 1 ? (
        <>
          <MediaStep media={media} onMedia={setMedia} />
          <div className={ui.formActions}>
            <button type="button" className={ui.primary} onClick={() => setStep(2)}>
              {PRODUCT_MSG.next}
            </button>
          </div>
        </>
      ) : null}

      {step === 2 ? (
        <section className={ui.section} aria-labelledby="bulk-rows">
          <h2 id="bulk-rows">{PRODUCT_MSG.bulkStepRows}</h2>
          <p className={ui.muted}>{PRODUCT_MSG.bulkMediaCounts(counts.images, counts.videos)}</p>
          <div className={ui.actions}>
            <a className={ui.button} href="/product_template.csv" download="product_template.csv">
              {PRODUCT_MSG.downloadTemplate}
            </a>
            <label className={ui.button} htmlFor="bulk-csv">
              {PRODUCT_MSG.importCsv}
            </label>
            <input id="bulk-csv" className={styles.visuallyHidden} type="file" accept=".csv,text/csv" onChange={(e) => void importCsv(e.currentTarget)} disabled={busy} />
            <button type="button" className={ui.button} onClick={() => setRows([...rows, emptyRow()])} disabled={busy}>
              {PRODUCT_MSG.addRow}
            </button>
          </div>
          <details className={styles.csvHelp}>
            <summary>{PRODUCT_MSG.csvColumnsSummary}</summary>
            <p>{PRODUCT_MSG.csvColumnsIntro}</p>
            <p>{PRODUCT_MSG.csvSilverColumns}</p>
            <p>{PRODUCT_SIZE_MSG.csvColumns}</p>
            <p>{PRODUCT_MSG.csvExampleLabel}</p>
            <pre>{CSV_EXAMPLE}</pre>
          </details>
          {csvNote ? (
            <p className={csvNote.ok ? ui.hint : ui.error} role="status">
              {csvNote.text}
            </p>
          ) : null}
          {rows.length > 0 ? table : <p className={ui.muted}>{PRODUCT_MSG.noRowsYet}</p>}
          <div className={ui.formActions}>
            <button type="button" className={ui.button} onClick={() => setStep(1)}>
              {PRODUCT_MSG.back}
            </button>
            <button type="button" className={ui.primary} onClick={review}>
              {PRODUCT_MSG.next}
            </button>
          </div>
        </section>
      ) : null}

      {step === 3 ? (
        <section className={ui.section} aria-labelledby="bulk-review">
          <h2 id="bulk-review">{PRODUCT_MSG.bulkStepReview}</h2>
          <p className={ui.muted}>{PRODUCT_MSG.bulkReviewSummary(rows.length, counts.images, counts.videos, problems.size)}</p>
          {rows.length > 0 ? table : <p className={ui.muted}>{PRODUCT_MSG.noRowsYet}</p>}
          {formError ? (
            <p className={ui.error} role="alert">
              {formError}
            </p>
          ) : null}
          {progress !== null ? <progress className={ui.progress} max={100} value={progress} aria-label={PRODUCT_MSG.uploadProgress} /> : null}
          <div className={ui.formActions}>
            <button type="button" className={ui.button} onClick={() => setStep(2)} disabled={busy}>
              {PRODUCT_MSG.back}
            </button>
            <button type="button" className={ui.primary} onClick={() => void submit()} disabled={busy}>
              {busy ? PRODUCT_MSG.uploading : PRODUCT_MSG.submitProducts(rows.length)}
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}
