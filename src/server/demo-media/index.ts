// Demo pictures: drawn from code, never downloaded, stored in the media storage once drawn.
// The one entry point: the seed uses the keys and URLs, the media route uses getDemoPicture.
//
// Everything imported statically here is plain code with no "server-only" marker and no native
// module, because the seed (a plain Node script under tsx) imports this file too; the server side
// (database, storage, sharp) is loaded on the first getDemoPicture call.
export {
  CATEGORY_KIND,
  CATEGORY_SLUGS,
  METALS,
  PRODUCT_KINDS,
  VIEW_COUNT,
  type CategorySlug,
  type DemoArt,
  type Metal,
  type ProductKind,
  demoArtSize,
  demoArtSvg,
  isCategorySlug,
} from "./demo-art";
export { demoKey, demoUrl, parseDemoKey } from "./demo-keys";

/**
 * WebP bytes for a demo key (e.g. "demo/p/ring-0-silver-0.webp"): from the media storage, or drawn
 * once if the shop uses that key. Null when it does not; throws a 503 AppError when too many
 * pictures are being drawn at once.
 */
export async function getDemoPicture(key: string): Promise<Buffer | null> {
  const { shopDemoPictures } = await import("./shop-demo-pictures");
  return shopDemoPictures.get(key);
}
