import { SHOP } from "@/lib/constants";

// Google Maps addresses for the store, from its position (SHOP.geo). Used by the map on the home
// and contact pages and by the store's structured data. Neither needs an API key.

const position = () => `${SHOP.geo.latitude},${SHOP.geo.longitude}`;

/** Opens Google Maps (app or site) with a pin on the store: a plain link, nothing loads before it is followed. */
export function googleMapsUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(position())}`;
}

/** The embeddable map (an iframe's src), loaded only when the shopper asks for it. */
export function googleMapsEmbedUrl(): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(position())}&z=16&output=embed`;
}
