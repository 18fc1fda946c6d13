"use client";

import { useState } from "react";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { MAX_IMAGE_BYTES } from "@/lib/constants";
import ui from "@/components/admin/ui/admin-ui.module.css";
import styles from "./blog.module.css";

/**
 * The post's cover: a file input with a preview of the chosen file (or of the current cover when
 * editing), refusing a file over 5 MB before anything is sent. The server checks the bytes again.
 */
export function CoverField({ idPrefix, currentUrl, error, onFile, onError }: { idPrefix: string; currentUrl: string | null; error?: string; onFile: (file: File | null) => void; onError: (message: string | undefined) => void }) {
  const [preview, setPreview] = useState<string | null>(null);

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    setPreview(null);
    if (file && file.size > MAX_IMAGE_BYTES) {
      input.value = "";
      onFile(null);
      onError(BLOG_MSG.coverTooLarge);
      return;
    }
    onFile(file);
    onError(undefined);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  }

  const shown = preview ?? currentUrl;
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`${idPrefix}-cover`}>
        {BLOG_MSG.coverLabel}
      </label>
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local file's data URL or the current cover at a small size: nothing for the optimizer to do
        <img className={styles.cover} src={shown} alt={preview ? "Preview of the chosen cover" : BLOG_MSG.coverAlt} />
      ) : null}
      <input
        id={`${idPrefix}-cover`}
        className={styles.file}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${idPrefix}-cover-hint`, error ? `${idPrefix}-cover-error` : ""].filter(Boolean).join(" ")}
        onChange={(event) => choose(event.currentTarget)}
      />
      <p id={`${idPrefix}-cover-hint`} className={ui.hint}>
        {currentUrl ? BLOG_MSG.coverReplaceHint : BLOG_MSG.coverHint}
      </p>
      {error ? (
        <p id={`${idPrefix}-cover-error`} className={ui.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
