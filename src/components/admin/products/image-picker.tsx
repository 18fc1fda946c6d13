"use client";

import { useEffect, useRef } from "react";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { FileField } from "@/components/admin/ui/file-field";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT } from "@/lib/constants";
import styles from "./products.module.css";

// The product's pictures (back office §2 Add/Edit, §5): 1–10, previews, reordered with up/down
// buttons, removed one by one. Existing pictures (edit) and new files sit in one ordered list; the
// first is the main picture. New files preview through object URLs, revoked when removed or when
// the form goes away. The server checks every file's bytes again.

export type PickedImage = { kind: "existing"; id: string; url: string } | { kind: "new"; key: string; file: File; url: string };

let nextKey = 0;

/** Checks chosen files against the list so far; returns the accepted ones and the first refusal. */
function accept(current: PickedImage[], files: File[]): { added: PickedImage[]; refusal?: string } {
  const added: PickedImage[] = [];
  for (const file of files) {
    if (!file.type.startsWith("image/")) return { added, refusal: PRODUCT_MSG.notAnImage(file.name) };
    if (file.size > MAX_IMAGE_BYTES) return { added, refusal: PRODUCT_MSG.imageTooLarge(file.name) };
    if (current.length + added.length >= MAX_IMAGES_PER_PRODUCT) return { added, refusal: PRODUCT_MSG.tooManyImages };
    added.push({ kind: "new", key: `new-${nextKey++}`, file, url: URL.createObjectURL(file) });
  }
  return { added };
}

const keyOf = (image: PickedImage) => (image.kind === "existing" ? image.id : image.key);

export function ImagePicker({
  images,
  onImages,
  error,
  onError,
  disabled,
}: {
  images: PickedImage[];
  onImages: (images: PickedImage[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}) {
  // Every object URL made here, revoked when the form goes away.
  const made = useRef(new Set<string>());
  useEffect(() => {
    const urls = made.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  function choose(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    input.value = ""; // the same file can be chosen again after a removal
    if (files.length === 0) return;
    const { added, refusal } = accept(images, files);
    for (const image of added) if (image.kind === "new") made.current.add(image.url);
    if (added.length > 0) onImages([...images, ...added]);
    onError(refusal);
  }

  function remove(index: number) {
    const image = images[index];
    if (image?.kind === "new") {
      URL.revokeObjectURL(image.url);
      made.current.delete(image.url);
    }
    onImages(images.filter((_, i) => i !== index));
    onError(undefined);
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= images.length) return;
    const next = [...images];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onImages(next);
  }

  return (
    // The id is fixed: tests/e2e/admin-products.spec.ts reads #product-images-error.
    <FileField
      id="product-images"
      label={PRODUCT_MSG.imagesLabel}
      hint={PRODUCT_MSG.imagesHint(images.length)}
      error={error}
      errorIsAlert
      inputClassName={styles.file}
      accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
      multiple
      disabled={disabled || images.length >= MAX_IMAGES_PER_PRODUCT}
      onChoose={choose}
    >
      {images.length > 0 ? (
        <ol className={styles.images} aria-label={PRODUCT_MSG.imagesListLabel}>
          {images.map((image, index) => {
            const label = PRODUCT_MSG.imageNumber(index + 1, image.kind === "new" ? image.file.name : undefined);
            return (
              <li key={keyOf(image)} className={styles.imageItem}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a local file's object URL or a stored picture at a small size */}
                <img src={image.url} alt={label} width={150} height={150} />
                <span className={ui.hint}>{index === 0 ? PRODUCT_MSG.mainImage : label}</span>
                <div className={styles.imageButtons}>
                  <button type="button" className={ui.button} onClick={() => move(index, -1)} disabled={disabled || index === 0} aria-label={PRODUCT_MSG.moveUp(label)}>
                    ↑
                  </button>
                  <button type="button" className={ui.button} onClick={() => move(index, 1)} disabled={disabled || index === images.length - 1} aria-label={PRODUCT_MSG.moveDown(label)}>
                    ↓
                  </button>
                  <button type="button" className={ui.ghost} onClick={() => remove(index)} disabled={disabled} aria-label={PRODUCT_MSG.removeImage(label)}>
                    {PRODUCT_MSG.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </FileField>
  );
}
