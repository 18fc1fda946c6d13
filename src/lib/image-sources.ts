// Pictures drawn by client code without next/image: the optimizer's addresses written the way its
// default loader writes them, for a short list of widths. next/image would ship its client code
// (~2.5 KB compressed) to every page with such a picture, and list all twelve widths in each srcset.

/** The image optimizer's address (75 is the only quality next.config.ts allows). */
export function optimizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

/**
 * `src` and `srcSet` of a picture at these widths (each must be in next.config.ts's deviceSizes or
 * imageSizes); an SVG or inline picture goes as it is (the optimizer refuses them).
 */
export function optimizedSources(src: string, widths: readonly number[]): { src: string; srcSet?: string } {
  if (/^(?:data|blob):/.test(src) || /\.svg(?:$|\?)/i.test(src)) return { src };
  return {
    src: optimizedUrl(src, widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(", "),
  };
}

/** Thumbnails of order and cart lines (64–112 CSS px): 1× to 3×. */
export const THUMB_WIDTHS = [96, 192, 256, 384] as const;
