import { WISHLIST_STORAGE_KEY } from "@/lib/constants";

/**
 * An inline script for the wishlist page's empty state while it waits for the app's scripts: it is
 * sent unseen (the browser's list is not read yet), and this shows it at once when the stored list
 * has no piece (most first visits), which is what the page shows anyway once its scripts have read the
 * list. A list with pieces, or one it cannot read as empty, waits for the scripts as before.
 * It reads the stored list in the shape zustand's persist writes for src/stores/wishlist-store.ts
 * ({ state: { data: [...] }, version }); it cannot call readWishlistState, which is app code.
 * Placed inside the element it reveals; `pendingClass` is the class that hides it.
 */
export function revealEmptyScript(pendingClass: string): string {
  return `(function(e){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(WISHLIST_STORAGE_KEY)}));if(s&&s.state&&Array.isArray(s.state.data)&&s.state.data.length)return}catch(x){}e.classList.remove(${JSON.stringify(pendingClass)})})(document.currentScript.parentElement)`;
}
