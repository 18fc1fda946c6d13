import "server-only";
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { env } from "@/env";
import { badRequest } from "@/server/errors";
import type { MultipartFile } from "@/server/http/read-multipart";
import { deleteFile, saveFile } from "@/server/media/local-storage";

// The one storage seam for uploaded media (product pictures and videos, category pictures, blog
// covers). UploadThing when UPLOADTHING_TOKEN is set (a serverless host has no disk to keep files
// on), otherwise the local disk (src/server/media/local-storage.ts, served by /media/<key>).
//
// What is stored is decided by the file's bytes, never by its name or claimed type:
// - pictures must be JPEG, PNG, WebP, AVIF or GIF by their magic bytes (file-type), and are
//   re-encoded with sharp to WebP (EXIF orientation applied, at most 2000 px a side): the stored
//   file carries no metadata (camera, GPS) and no bytes the browser sent unchanged;
// - videos must be MP4, WebM or Ogg video by their magic bytes, stored as sent;
// - names are made by the server (<folder>/<year>/<uuid>.<ext>); the browser's name is only shown
//   in messages. The caller keeps the returned key, and deletes files by their keys.

export type MediaFolder = "products" | "categories" | "blog" | "reviews" | "returns";

export interface StoredMedia {
  /** The storage key, kept beside the URL (ProductImage.storageKey, Category.imageKey, ...). */
  key: string;
  url: string;
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
const VIDEO_TYPES: Record<string, string> = { "video/mp4": "mp4", "video/webm": "webm", "video/ogg": "ogv" };
/** Longest side of a stored picture: sharp enough for a zoomed product photo on a laptop. */
const MAX_IMAGE_SIDE = 2000;
/** Decompression bombs: a picture may not claim more pixels than this (a 40-megapixel camera). */
const MAX_INPUT_PIXELS = 40_000_000;

export const notAnImage = (filename: string) => `File "${filename}" is not an image.`;
export const notAVideo = (filename: string) => `File "${filename}" is not an MP4, WEBM or OGG video.`;

/** Whether uploads go to UploadThing (a token is configured) rather than the local disk. */
export function usesUploadThing(): boolean {
  return Boolean(env.UPLOADTHING_TOKEN);
}

function newKey(folder: MediaFolder, extension: string): string {
  return `${folder}/${new Date().getUTCFullYear()}/${randomUUID()}.${extension}`;
}

/** The picture as a clean WebP, or a 400 naming the file when its bytes are not a picture. */
export async function toStoredImage(file: Pick<MultipartFile, "bytes" | "filename">): Promise<Buffer> {
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw badRequest(notAnImage(file.filename));
  try {
    return await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(notAnImage(file.filename));
  }
}

/** Checks and stores one picture; returns its key and URL. */
export async function storeImage(file: Pick<MultipartFile, "bytes" | "filename">, folder: MediaFolder): Promise<StoredMedia> {
  const webp = await toStoredImage(file);
  return put(newKey(folder, "webp"), webp, "image/webp");
}

/** Checks and stores one video; returns its key and URL. */
export async function storeVideo(file: Pick<MultipartFile, "bytes" | "filename">, folder: MediaFolder): Promise<StoredMedia> {
  const type = await fileTypeFromBuffer(file.bytes);
  const extension = type ? VIDEO_TYPES[type.mime] : undefined;
  if (!type || !extension) throw badRequest(notAVideo(file.filename));
  return put(newKey(folder, extension), file.bytes, type.mime);
}

/**
 * Deletes stored files by their keys (null and undefined are skipped). Never throws: a file that
 * cannot be deleted is logged, and the change that dropped it stands. Call it after the database
 * change has committed, so a rolled-back change never loses its files.
 */
export async function deleteStoredMedia(keys: readonly (string | null | undefined)[]): Promise<void> {
  const list = [...new Set(keys.filter((key): key is string => typeof key === "string" && key.length > 0))];
  if (list.length === 0) return;
  try {
    if (usesUploadThing()) {
      await (await uploadThing()).deleteFiles(list);
    } else {
      await Promise.all(list.map((key) => deleteFile(key)));
    }
  } catch (error) {
    console.error("deleting stored media failed", list, error);
  }
}

async function put(key: string, bytes: Buffer, contentType: string): Promise<StoredMedia> {
  if (!usesUploadThing()) {
    await saveFile(key, bytes);
    return { key, url: `/media/${key}` };
  }
  const name = key.slice(key.lastIndexOf("/") + 1);
  const result = await (await uploadThing()).uploadFiles(new File([new Uint8Array(bytes)], name, { type: contentType }));
  if (result.error || !result.data) throw new Error(`UploadThing refused the upload: ${result.error?.message ?? "no data"}`);
  return { key: result.data.key, url: result.data.ufsUrl };
}

let utapi: Promise<import("uploadthing/server").UTApi> | undefined;
/** The UploadThing client, loaded only when a token is configured. */
function uploadThing() {
  utapi ??= import("uploadthing/server").then(({ UTApi }) => new UTApi({ token: env.UPLOADTHING_TOKEN }));
  return utapi;
}
