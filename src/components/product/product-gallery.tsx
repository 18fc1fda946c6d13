"use client";

import { useState } from "react";
import { preload as preloadResource } from "react-dom";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { THUMB_WIDTHS, optimizedSources } from "@/lib/image-sources";
import { ImagePlaceholder } from "./image-placeholder";
import { useBrokenImage } from "./use-broken-image";
import styles from "./product-gallery.module.css";

/** The large picture is at most 560 CSS px wide (a phone's width on phones): 1× to 3×. */
const STAGE_WIDTHS = [384, 640, 828, 1200] as const;

type Slide = { kind: "image"; src: string } | { kind: "video"; src: string };

/**
 * The large picture; a file that fails to load becomes 'Image Not Found' (keyed by src, so the next
 * picture tries again). With `preload` it is asked for from the <head> at high priority, as
 * next/image's `preload` does (the detail page's largest paint).
 */
function StageImage({ src, alt, sizes, preload }: { src: string; alt: string; sizes: string; preload: boolean }) {
  const { failed, checkBroken, onError } = useBrokenImage();
  const sources = optimizedSources(src, STAGE_WIDTHS);
  if (preload) preloadResource(sources.src, { as: "image", imageSrcSet: sources.srcSet, imageSizes: sizes, fetchPriority: "high" });
  if (failed) return <ImagePlaceholder className={styles.placeholder} size={56} label={CATALOGUE_MSG.imageNotFound} text={CATALOGUE_MSG.imageNotFound} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a plain <img>: see src/lib/image-sources.ts
    <img
      ref={checkBroken}
      {...sources}
      sizes={sizes}
      alt={alt}
      className="cover-fill"
      fetchPriority={preload ? "high" : undefined}
      decoding={preload ? "sync" : "async"}
      onError={onError}
    />
  );
}

/**
 * A product's pictures and video (storefront §2.9): starts on the first picture, or on the video
 * when there are no pictures, with a placeholder when there is neither. The first picture is
 * server-rendered and preloaded when `preloadFirst` (it is the detail page's largest paint, and
 * must not wait for hydration); thumbnails switch the large view.
 */
export function ProductGallery({
  images,
  videoUrl,
  name,
  sizes,
  preloadFirst = false,
}: {
  images: readonly string[];
  videoUrl: string | null;
  name: string;
  /** `sizes` of the large picture. */
  sizes: string;
  preloadFirst?: boolean;
}) {
  // The video comes after the pictures, so index 0 is the first picture, or the video when there are none.
  const slides: Slide[] = [...images.map((src): Slide => ({ kind: "image", src })), ...(videoUrl ? [{ kind: "video", src: videoUrl } as const] : [])];
  const [current, setCurrent] = useState(0);
  const index = current < slides.length ? current : 0;
  const slide = slides[index];
  const count = slides.length;

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {slide === undefined ? (
          <ImagePlaceholder className={styles.placeholder} size={56} label={name} />
        ) : slide.kind === "image" ? (
          <StageImage
            key={slide.src}
            src={slide.src}
            alt={index === 0 ? name : `${name}, picture ${index + 1} of ${count}`}
            sizes={sizes}
            preload={preloadFirst && index === 0}
          />
        ) : (
          <video
            key={slide.src}
            className={styles.video}
            src={slide.src}
            poster={images[0]}
            controls
            playsInline
            muted
            preload="metadata"
            aria-label={`${name}: video`}
          />
        )}
      </div>

      {count > 1 ? (
        <ul role="list" className={styles.thumbs} aria-label={`${name}: pictures`}>
          {slides.map((s, i) => (
            <li key={`${s.kind}:${s.src}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={s.kind === "image" ? `Show picture ${i + 1} of ${count}` : `Show video, ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setCurrent(i)}
              >
                {s.kind === "image" ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a plain <img>: see src/lib/image-sources.ts
                  <img {...optimizedSources(s.src, THUMB_WIDTHS)} sizes="72px" alt="" className="cover-fill" loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.play} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
                      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                    </svg>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
