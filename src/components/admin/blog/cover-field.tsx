"use client";

import { ImageFileField } from "@/components/admin/ui/image-file-field";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import styles from "./blog.module.css";

/** The post's cover: the image file field with the blog's words. */
export function CoverField({ idPrefix, currentUrl, error, onFile, onError }: { idPrefix: string; currentUrl: string | null; error?: string; onFile: (file: File | null) => void; onError: (message: string | undefined) => void }) {
  const texts = {
    label: BLOG_MSG.coverLabel,
    hint: currentUrl ? BLOG_MSG.coverReplaceHint : BLOG_MSG.coverHint,
    tooLarge: BLOG_MSG.coverTooLarge,
    previewAlt: "Preview of the chosen cover",
    currentAlt: BLOG_MSG.coverAlt,
  };
  return <ImageFileField id={`${idPrefix}-cover`} texts={texts} previewClassName={styles.cover} inputClassName={styles.file} currentUrl={currentUrl} error={error} onFile={onFile} onError={onError} />;
}
