import "server-only";
import type { MultipartFile } from "@/server/http/read-multipart";
import { type StoredMedia, deleteStoredMedia, storeImage, storeVideo } from "@/server/media/storage";

// Stores a product form's files (each checked by its bytes, under a name the server makes), all or
// none: when one file is refused, the ones already stored are deleted again before the 400.

export interface StoredProductMedia {
  images: StoredMedia[];
  video: StoredMedia | null;
}

export async function storeProductMedia(images: readonly MultipartFile[], video: MultipartFile | null): Promise<StoredProductMedia> {
  const stored: StoredMedia[] = [];
  try {
    for (const image of images) stored.push(await storeImage(image, "products"));
    const storedVideo = video ? await storeVideo(video, "products") : null;
    return { images: stored, video: storedVideo };
  } catch (error) {
    await deleteStoredMedia(stored.map((file) => file.key));
    throw error;
  }
}

/** Every key a store made (for the clean-up when the save fails). */
export const mediaKeys = (media: StoredProductMedia): string[] => [...media.images.map((file) => file.key), ...(media.video ? [media.video.key] : [])];
