"use client";

import { useEffect, useRef, useState } from "react";
import type { getImageProps } from "next/image";
import { HERO_AUTO_ADVANCE_MS, SHOP } from "@/lib/constants";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { useReducedMotion } from "./use-reduced-motion";
import styles from "./hero-slider.module.css";

export interface HeroSlide {
  title: string;
  /** The picture's <img> props, made on the server by next/image's getImageProps (page.tsx). */
  image: ReturnType<typeof getImageProps>["props"];
}

const SWIPE_PX = 40;

/**
 * The home hero (storefront §2.4): 3 slides that advance every 5 s and wrap, a 700 ms cross-fade
 * (CSS), previous/next arrows (shown on hover, always reachable by keyboard), dots and swipe.
 * Auto-advance pauses while the pointer or focus is inside, when the shopper presses pause, and
 * for reduced-motion users. The first slide's image is the LCP element: preloaded, high priority
 * (the page does both); all slides share one grid cell, so the box never changes size. The pictures
 * come as ready <img> props, so the slider ships no image component code.
 */
export function HeroSlider({ slides }: { slides: readonly HeroSlide[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const reducedMotion = useReducedMotion();
  const touchX = useRef<number | null>(null);
  const autoplay = !paused && !holding && !reducedMotion && count > 1;

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, index, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHolding(false);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className={styles.slides} aria-live={autoplay ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.image.src}
              className={styles.slide}
              data-active={active || undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={!active}
            >
              <div className={styles.media}>
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt included */}
                <img {...slide.image} />
              </div>
              <div className={styles.content}>
                <div className={`container ${styles.inner}`}>
                  <p className={styles.eyebrow}>The {SHOP.name} Collection</p>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <a href="#bestSeller" className={`btn btn-dark ${styles.cta}`}>
                    {CATALOGUE_MSG.exploreBestseller}
                  </a>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <>
          <button type="button" className={`icon-btn ${styles.arrow} ${styles.prev}`} aria-label="Previous slide" onClick={() => go(index - 1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={`icon-btn ${styles.arrow} ${styles.next}`} aria-label="Next slide" onClick={() => go(index + 1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className={styles.controls}>
            {slides.map((slide, i) => (
              <button
                key={slide.image.src}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              >
                <span aria-hidden="true" />
              </button>
            ))}
            {reducedMotion ? null : (
              <button
                type="button"
                className={styles.pause}
                aria-label={paused ? "Play slideshow" : "Pause slideshow"}
                onClick={() => setPaused((p) => !p)}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                  {paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
                </svg>
              </button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
