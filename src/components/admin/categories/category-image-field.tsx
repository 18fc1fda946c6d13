"use client";

import { useState } from "react";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { MAX_IMAGE_BYTES } from "@/lib/constants";
import ui from "@/components/admin/ui/admin-ui.module.css";
import styles from "./categories.module.css";

/**
 * The category's picture: a file input with a preview of the chosen file (or of the current
 * picture when editing), refusing a file over 5 MB before anything is sent. The server checks the
 * bytes again and decides whether it is a picture at all.
 */
export function CategoryImageField({
  required,
  currentUrl,
  error,
  onFile,
  onError,
}: {
  required: boolean;
  currentUrl: string | null;
  error?: string;
  onFile: (file: File | null) => void;
  onError: (message: string | undefined) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    setPreview(null);
    if (file && file.size > MAX_IMAGE_BYTES) {
      input.value = "";
      onFile(null);
      onError(CATEGORY_MSG.imageTooLarge);
      return;
    }
    onFile(file);
    onError(undefined);
    if (!file) return;
    // A data URL rather than an object URL: nothing to revoke when the dialog closes.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  }

  const shown = preview ?? currentUrl;
  const hintId = "category-image-hint";
  const errorId = "category-image-error";
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor="category-image">
        {CATEGORY_MSG.imageLabel}
      </label>
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local file's data URL or the current picture at a small size: nothing for the optimizer to do
        <img className={styles.preview} src={shown} alt={preview ? "Preview of the chosen picture" : "The current picture"} />
      ) : null}
      <input
        id="category-image"
        className={styles.file}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        onChange={(event) => choose(event.currentTarget)}
      />
      <p id={hintId} className={ui.hint}>
        {required ? CATEGORY_MSG.imageHint : CATEGORY_MSG.imageReplaceHint}
      </p>
      {error ? (
        <p id={errorId} className={ui.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
