// Keyboard movement in a row of tabs (WAI-ARIA Authoring Practices, "Tabs"): the arrow keys move
// to the previous or next tab and wrap around, Home and End go to the first and the last.

/** The index of the tab a key moves to from `current`, or null when the key does not move. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
