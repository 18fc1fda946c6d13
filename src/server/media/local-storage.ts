import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, readFile as fsReadFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { env } from "@/env";
import { badRequest } from "@/server/errors";

// The local-disk media store: the default when no UploadThing token is configured (development,
// tests, single-server installs). Files live under MEDIA_DIR (default <repo>/.data/media) and are
// addressed by a storage key such as "products/2026/ab12cd.webp".
//
// Keys come from URLs, so they are validated strictly before they touch the file system: only
// [a-zA-Z0-9/_.-], no "..", no backslashes, no absolute paths, no hidden segments, and only the
// image and video types the shop serves. The resolved path is checked to stay inside the root too.

export const MEDIA_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  mp4: "video/mp4",
  webm: "video/webm",
  ogv: "video/ogg",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

const KEY_SHAPE = /^[a-zA-Z0-9_.-]+(?:\/[a-zA-Z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 300;

export function mediaRoot(): string {
  // turbopackIgnore: a runtime data folder, not part of the build; without it Turbopack traces the whole project.
  return path.resolve(/*turbopackIgnore: true*/ env.MEDIA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "media"));
}

/** The content type for a key's extension, or null when the shop does not serve that type. */
export function mediaContentType(key: string): string | null {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return Object.hasOwn(MEDIA_TYPES, ext) ? MEDIA_TYPES[ext as MediaExtension] : null;
}

/** True when the key is safe to map to a file and has a served extension. */
export function isValidMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!KEY_SHAPE.test(key)) return false; // also rules out backslashes, "//", and leading "/"
  if (key.split("/").some((segment) => segment === ".." || segment.startsWith("."))) return false;
  if (key.includes("..")) return false;
  return mediaContentType(key) !== null;
}

/** The absolute file path of a key, or null when the key is invalid or escapes the root. */
function filePath(key: string): string | null {
  if (!isValidMediaKey(key)) return null;
  const root = mediaRoot();
  const full = path.resolve(root, key);
  return full.startsWith(root + path.sep) ? full : null;
}

/** Stores bytes under a key (written to a temporary file first, then renamed into place). */
export async function saveFile(key: string, bytes: Uint8Array): Promise<void> {
  const full = filePath(key);
  if (!full) throw badRequest("Invalid media key.");
  await mkdir(path.dirname(full), { recursive: true });
  const temp = `${full}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, full);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The bytes stored under a key, or null when there is no such file (or the key is invalid). */
export async function readFile(key: string): Promise<Buffer | null> {
  const full = filePath(key);
  if (!full) return null;
  try {
    return await fsReadFile(/*turbopackIgnore: true*/ full);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Deletes a stored file; true when something was deleted. */
export async function deleteFile(key: string): Promise<boolean> {
  const full = filePath(key);
  if (!full) return false;
  try {
    await rm(full);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Size of a stored file, or null when missing (for Range requests on videos). */
export async function fileSize(key: string): Promise<number | null> {
  const full = filePath(key);
  if (!full) return null;
  try {
    const info = await stat(/*turbopackIgnore: true*/ full);
    return info.isFile() ? info.size : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** A byte range of a stored file as a web stream (inclusive `end`). Videos are streamed, not buffered. */
export function openFileRange(key: string, start: number, end: number): ReadableStream<Uint8Array> | null {
  const full = filePath(key);
  if (!full) return null;
  return Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ full, { start, end })) as ReadableStream<Uint8Array>;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
