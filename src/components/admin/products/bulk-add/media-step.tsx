"use client";

import { useEffect, useMemo } from "react";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from "@/lib/constants";
import { toast } from "@/lib/toast";
import styles from "../products.module.css";

// Step 1 of the bulk upload (back office §2 Bulk add, §5 Bulk): the pictures and videos the rows
// point at by index, 0..n-1 per kind. Files over 5 MB (pictures) or 50 MB (videos) are skipped.

export interface BulkMedia {
  images: File[];
  videos: File[];
}

/** The files that fit, and how many did not. */
function keepSmall(files: File[], maxBytes: number, isKind: (file: File) => boolean) {
  const wanted = files.filter(isKind);
  const kept = wanted.filter((file) => file.size <= maxBytes);
  return { kept, skipped: wanted.length - kept.length };
}

export function MediaStep({ media, onMedia }: { media: BulkMedia; onMedia: (media: BulkMedia) => void }) {
  // Previews of the chosen pictures, revoked when the list changes or the page goes away.
  const previews = useMemo(() => media.images.map((file) => URL.createObjectURL(file)), [media.images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function addImages(input: HTMLInputElement) {
    const { kept, skipped } = keepSmall(Array.from(input.files ?? []), MAX_IMAGE_BYTES, (file) => file.type.startsWith("image/"));
    input.value = "";
    if (skipped > 0) toast.error(PRODUCT_MSG.imagesSkipped(skipped));
    if (kept.length > 0) onMedia({ ...media, images: [...media.images, ...kept] });
  }
  function addVideos(input: HTMLInputElement) {
    const { kept, skipped } = keepSmall(Array.from(input.files ?? []), MAX_VIDEO_BYTES, (file) => file.type.startsWith("video/"));
    input.value = "";
    if (skipped > 0) toast.error(PRODUCT_MSG.videosSkipped(skipped));
    if (kept.length > 0) onMedia({ ...media, videos: [...media.videos, ...kept] });
  }

  return (
    <section className={ui.section} aria-labelledby="bulk-media">
      <h2 id="bulk-media">{PRODUCT_MSG.bulkStepMedia}</h2>
      <p className={ui.muted}>{PRODUCT_MSG.bulkMediaHint}</p>
      <div className={ui.grid2}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="bulk-images">
            {PRODUCT_MSG.bulkImagesLabel}
          </label>
          <input id="bulk-images" className={styles.file} type="file" accept="image/*" multiple onChange={(e) => addImages(e.currentTarget)} aria-describedby="bulk-images-hint" />
          <p id="bulk-images-hint" className={ui.hint}>
            {PRODUCT_MSG.bulkImagesHint}
          </p>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="bulk-videos">
            {PRODUCT_MSG.bulkVideosLabel}
          </label>
          <input id="bulk-videos" className={styles.file} type="file" accept="video/mp4,video/webm,video/ogg" multiple onChange={(e) => addVideos(e.currentTarget)} aria-describedby="bulk-videos-hint" />
          <p id="bulk-videos-hint" className={ui.hint}>
            {PRODUCT_MSG.bulkVideosHint}
          </p>
        </div>
      </div>

      <h3>{PRODUCT_MSG.bulkImagesCount(media.images.length)}</h3>
      {media.images.length > 0 ? (
        <>
          <ul className={styles.mediaList} aria-label={PRODUCT_MSG.bulkImagesLabel}>
            {media.images.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                <span className={styles.index}>{PRODUCT_MSG.indexLabel(index)}</span>
                {/* eslint-disable-next-line @next/next/no-img-element -- a local file's object URL */}
                <img src={previews[index]} alt={PRODUCT_MSG.bulkImageAlt(index, file.name)} width={120} height={120} />
                <span>{file.name}</span>
              </li>
            ))}
          </ul>
          <div>
            <button type="button" className={ui.ghost} onClick={() => onMedia({ ...media, images: [] })}>
              {PRODUCT_MSG.clearImages}
            </button>
          </div>
        </>
      ) : null}

      <h3>{PRODUCT_MSG.bulkVideosCount(media.videos.length)}</h3>
      {media.videos.length > 0 ? (
        <>
          <ul className={styles.mediaList} aria-label={PRODUCT_MSG.bulkVideosLabel}>
            {media.videos.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                <span className={styles.index}>{PRODUCT_MSG.indexLabel(index)}</span>
                <span>{file.name}</span>
              </li>
            ))}
          </ul>
          <div>
            <button type="button" className={ui.ghost} onClick={() => onMedia({ ...media, videos: [] })}>
              {PRODUCT_MSG.clearVideos}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
