"use client";

import ui from "@/components/admin/ui/admin-ui.module.css";
import { CheckboxField } from "@/components/admin/ui/fields";
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

  const hintId = "product-video-hint";
  const errorId = "product-video-error";
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor="product-video">
        {PRODUCT_MSG.videoLabel}
      </label>
      {currentUrl && !value.remove && !value.file ? <video className={styles.video} src={currentUrl} controls preload="metadata" aria-label={PRODUCT_MSG.currentVideo} /> : null}
      <input
        id="product-video"
        className={styles.file}
        type="file"
        accept={VIDEO_TYPES.join(",")}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        onChange={(event) => choose(event.currentTarget)}
      />
      <p id={hintId} className={ui.hint}>
        {value.file ? PRODUCT_MSG.videoChosen(value.file.name) : PRODUCT_MSG.videoHint}
      </p>
      {error ? (
        <p id={errorId} className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
      {currentUrl ? <CheckboxField id="product-remove-video" label={PRODUCT_MSG.removeVideo} checked={value.remove} onChecked={(remove) => onValue({ ...value, remove })} /> : null}
    </div>
  );
}
