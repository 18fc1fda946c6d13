"use client";

import { useCallback, useState } from "react";

/**
 * Whether a picture failed to load: set by its onError, and by its ref for a file that broke before
 * hydration (React misses that error event).
 */
export function useBrokenImage() {
  const [failed, setFailed] = useState(false);
  const checkBroken = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, checkBroken, onError };
}
