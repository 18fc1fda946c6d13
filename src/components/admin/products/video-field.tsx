"use client";

import { CheckboxField } from "@/components/admin/ui/fields";
import { FileField } from "@/components/admin/ui/file-field";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_VIDEO_BYTES } from "@/lib/constants";
import styles from "./products.module.css";

// The product's optional video (mp4, webm or ogg, at most 50 MB). On edit the current one shows
// with a 'Remove video' option; a new file replaces it.

export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/ogg"] as const;

export interface VideoChoice {
  file: File | null;
  remove: boolean;
}

export function VideoField({
  currentUrl,
  value,
  onValue,
  error,
  onError,
  disabled,
}: {
  currentUrl: string | null;
  value: VideoChoice;
  onValue: (value: VideoChoice) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}) {
  function choose(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    const file = files[0] ?? null;
    let refusal: string | undefined;
    if (files.length > 1) refusal = PRODUCT_MSG.oneVideo;
    else if (file && !(VIDEO_TYPES as readonly string[]).includes(file.type)) refusal = PRODUCT_MSG.videoType;
    else if (file && file.size > MAX_VIDEO_BYTES) refusal = PRODUCT_MSG.videoTooLarge;
    if (refusal) {
      input.value = "";
      onValue({ ...value, file: null });
      onError(refusal);
      return;
    }
    onValue({ ...value, file });
    onError(undefined);
  }

  return (
    <FileField
      id="product-video"
      label={PRODUCT_MSG.videoLabel}
      hint={value.file ? PRODUCT_MSG.videoChosen(value.file.name) : PRODUCT_MSG.videoHint}
      error={error}
      errorIsAlert
      inputClassName={styles.file}
      accept={VIDEO_TYPES.join(",")}
      disabled={disabled}
      onChoose={choose}
      preview={currentUrl && !value.remove && !value.file ? <video className={styles.video} src={currentUrl} controls preload="metadata" aria-label={PRODUCT_MSG.currentVideo} /> : null}
    >
      {currentUrl ? <CheckboxField id="product-remove-video" label={PRODUCT_MSG.removeVideo} checked={value.remove} onChecked={(remove) => onValue({ ...value, remove })} /> : null}
    </FileField>
  );
}
