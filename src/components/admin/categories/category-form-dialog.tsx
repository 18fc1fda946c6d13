"use client";

import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/ui/confirm-dialog";
import { DialogFormActions } from "@/components/admin/ui/dialog-form-actions";
import { TextAreaField, TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { createCategory, updateCategory } from "@/lib/api/admin/categories";
import { CATEGORY_LIMITS, type CategoryField, ZCategoryFields, categoryErrors, categorySlug } from "@/lib/admin/category-schema";
import { failureText } from "@/lib/admin/failure-text";
import type { CategoryJSON } from "@/lib/types/catalogue-json";
import { toast } from "@/lib/toast";
import { CategoryImageField } from "./category-image-field";
import styles from "./categories.module.css";

/** The modal's mode: add a category, or edit one. null: closed. */
export type CategoryDialog = { mode: "create" } | { mode: "update"; category: CategoryJSON } | null;

/** The add/edit modal (back office §2 Categories). Saving or cancelling closes and clears it. */
export function CategoryFormDialog({ dialog, onClose, onSaved }: { dialog: CategoryDialog; onClose: () => void; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={dialog !== null} title={dialog?.mode === "update" ? CATEGORY_MSG.updateTitle : CATEGORY_MSG.createTitle} onClose={busy ? () => {} : onClose}>
      {dialog ? (
        // Keyed by what is edited: opening the modal again starts from a clean form.
        <CategoryForm key={dialog.mode === "update" ? dialog.category._id : "new"} dialog={dialog} busy={busy} setBusy={setBusy} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </FormDialog>
  );
}

function CategoryForm({
  dialog,
  busy,
  setBusy,
  onClose,
  onSaved,
}: {
  dialog: Exclude<CategoryDialog, null>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const editing = dialog.mode === "update" ? dialog.category : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CategoryField, string>>>({});
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const slug = categorySlug(name);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZCategoryFields.safeParse({ name, description });
    const fieldErrors = parsed.success ? {} : categoryErrors(parsed.error);
    const missingImage = !editing && !image ? CATEGORY_MSG.imageRequired : undefined;
    setErrors(fieldErrors);
    setImageError(missingImage);
    if (!parsed.success || missingImage) return;

    setBusy(true);
    setProgress(image ? 0 : null);
    try {
      const fields = { ...parsed.data, slug };
      const msg = editing ? await updateCategory(editing._id, fields, image, setProgress) : await createCategory(fields, image!, setProgress);
      toast.success(msg);
      onSaved();
    } catch (error) {
      // The form keeps what was typed: the owner fixes the one thing and saves again.
      toast.error(failureText(error, CATEGORY_MSG.clientError));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField id={`${id}-name`} label={CATEGORY_MSG.nameLabel} value={name} onValue={setName} error={errors.name} maxLength={CATEGORY_LIMITS.name} required autoComplete="off" />
      <TextField id={`${id}-slug`} label={CATEGORY_MSG.slugLabel} value={slug} onValue={() => {}} readOnly hint={CATEGORY_MSG.slugHint} />
      <TextAreaField
        id={`${id}-description`}
        label={CATEGORY_MSG.descriptionLabel}
        value={description}
        onValue={setDescription}
        error={errors.description}
        maxLength={CATEGORY_LIMITS.description}
        required
        rows={4}
      />
      <CategoryImageField required={!editing} currentUrl={editing?.image?.url ?? null} error={imageError} onFile={setImage} onError={setImageError} />
      {progress !== null ? <progress className={ui.progress} max={100} value={progress} aria-label="Upload progress" /> : null}
      <DialogFormActions busy={busy} cancelLabel={CATEGORY_MSG.cancel} submitLabel={busy ? CATEGORY_MSG.saving : editing ? CATEGORY_MSG.update : CATEGORY_MSG.create} onCancel={onClose} />
    </form>
  );
}
