"use client";

import { useEffect, useRef } from "react";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import { MAX_RETURN_PHOTOS } from "@/lib/types/returns";
import styles from "./returns.module.css";

export interface ChosenPhoto {
  file: File;
  url: string;
}

/**
 * Up to three photos: a file input for pictures (the server checks each by its content and
 * re-encodes it), a preview of each chosen one with its Remove button. The previews' object URLs
 * are released when a photo is removed or the form goes away.
 */
export function ReturnPhotos({
  id,
  photos,
  error,
  onAdd,
  onRemove,
  inputRef,
}: {
  id: string;
  photos: ChosenPhoto[];
  error?: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  const urls = useRef<ChosenPhoto[]>(photos);
  useEffect(() => {
    urls.current = photos;
  }, [photos]);
  useEffect(() => () => urls.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {RETURN_UI_MSG.photosLabel}
      </label>
      <p id={hintId} className={styles.hint}>
        {RETURN_UI_MSG.photosHint}
      </p>
      {photos.length > 0 ? (
        <ul className={styles.photos}>
          {photos.map((photo, index) => (
            <li key={photo.url} className={styles.photo}>
              {/* A local preview (blob: URL): next/image cannot optimise it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={photo.url} alt={RETURN_UI_MSG.photoAlt(index + 1)} width={88} height={88} />
              <button type="button" className={styles.removePhoto} onClick={() => onRemove(index)} aria-label={RETURN_UI_MSG.removePhoto(index + 1)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className={styles.fileInput}
        disabled={photos.length >= MAX_RETURN_PHOTOS}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = "";
          if (files.length > 0) onAdd(files);
        }}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
