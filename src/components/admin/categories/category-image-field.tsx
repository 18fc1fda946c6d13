"use client";

import { ImageFileField } from "@/components/admin/ui/image-file-field";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import styles from "./categories.module.css";

/**
 * The category's picture: the image file field with the category's words. Required when adding;
 * the server also decides whether the file is a picture at all.
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
  const texts = {
    label: CATEGORY_MSG.imageLabel,
    hint: required ? CATEGORY_MSG.imageHint : CATEGORY_MSG.imageReplaceHint,
    tooLarge: CATEGORY_MSG.imageTooLarge,
    previewAlt: "Preview of the chosen picture",
    currentAlt: "The current picture",
  };
  return <ImageFileField texts={texts} previewClassName={styles.preview} inputClassName={styles.file} required={required} currentUrl={currentUrl} error={error} onFile={onFile} onError={onError} />;
}
