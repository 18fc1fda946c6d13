"use client";

import { useState } from "react";
import { MAX_IMAGE_BYTES } from "@/lib/constants";
import { FileField } from "./file-field";

/** The words of an image file field (each form passes its own). */
export interface ImageFileTexts {
  label: string;
  hint: string;
  /** The error when the chosen file is over 5 MB. */
  tooLarge: string;
  /** The alt text of the chosen file's preview. */
  previewAlt: string;
  /** The alt text of the current picture (when editing). */
  currentAlt: string;
}

/**
 * One picture chosen from the device (a blog cover, a category image): a file input with a
 * preview of the chosen file (or of the current picture when editing), refusing a file over
 * 5 MB before anything is sent. The server checks the bytes again.
 */
export function ImageFileField({
  id,
  texts,
  previewClassName,
  inputClassName,
  required = false,
  currentUrl,
  error,
  onFile,
  onError,
}: {
  /** The input's id; one per instance by default (Next keeps left pages in the document). */
  id?: string;
  texts: ImageFileTexts;
  previewClassName?: string;
  inputClassName?: string;
  required?: boolean;
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
      onError(texts.tooLarge);
      return;
    }
    onFile(file);
    onError(undefined);
    if (!file) return;
    // A data URL rather than an object URL: nothing to revoke when the form goes away.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  }

  const shown = preview ?? currentUrl;
  return (
    <FileField
      id={id}
      label={texts.label}
      hint={texts.hint}
      error={error}
      inputClassName={inputClassName}
      accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
      required={required}
      onChoose={choose}
      preview={
        shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local file's data URL or the current picture at a small size: nothing for the optimizer to do
          <img className={previewClassName} src={shown} alt={preview ? texts.previewAlt : texts.currentAlt} />
        ) : null
      }
    />
  );
}
