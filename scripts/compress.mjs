// `npm start`'s server (scripts/serve.mjs) compresses its answers itself (next.config.ts turns Next's
// own gzip off when it runs), with brotli where the client accepts it and gzip for the others.
//
// Pages and API answers: brotli quality 1, smaller than Next's gzip (home: 39 KB against 45 KB) for a
// quarter of its CPU time (0.9 ms against 3.9 ms a request on this machine). The build's scripts and
// styles (/_next/static, immutable, cached a year by browsers and CDNs): quality 5, 5 % smaller than
// gzip for about the same CPU time.
//
// Stored copies. A page Next serves whole from its cache (home, a listing, a product, a blog article)
// is the same bytes for every shopper until the catalogue changes, yet compressing it again for each
// request was the largest cost of serving it (home, 350 KB: 1.0 ms of brotli against 0.24 ms to hash
// it). So the first time a body is sent it goes out as above while a better copy (brotli quality 5:
// home 30 KB instead of 39 KB) is made in the background; every later answer with the same bytes gets
// that copy. The copy is keyed by a hash of the exact body Next is sending, never by its address: a
// page that changes (a new price, a piece sold out) has other bytes, hence another key, so a copy is
// never served for anything but the body it was made from. Only bodies Next sends in one piece with
// their length (its cached pages) qualify, and the API answers Next serves from its cache (the catalogue's
// GETs: src/server/catalogue/api-views.ts), which it sends in pieces: those are gathered first (JSON
// only, never a page, so nothing streamed waits). Other API answers and HEAD requests pass through.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import Negotiator from "negotiator";
import { ByteLru } from "../cache-handlers/byte-lru.mjs";

/** Brotli quality of the build's assets and of the stored page copies (compressed once, sent often). */
const QUALITY_ONCE = 5;
const brotli = (quality) => compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } } });
const compressResponse = brotli(1);
const compressAsset = brotli(QUALITY_ONCE);

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^(text\/html|text\/x-component|application\/json)\b/;
/** Answers Next took from its cache (or just stored there): the same bytes for everyone until they change. */
const CACHED = /^(HIT|STALE|MISS|REVALIDATED)$/;
/** Smaller bodies are not worth a copy (the middleware's own threshold is 1 KB). */
const MIN_BYTES = 1024;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** The copies kept, least recently used first out: a few thousand pages of this shop. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** key (encoding + body hash) → compressed body. */
const copies = new ByteLru(MAX_CACHE_BYTES);
/** Keys whose copy is being made, so that concurrent answers with the same body make it once. */
const making = new Set();

async function makeCopy(key, encoding, raw) {
  making.add(key);
  try {
    const body =
      encoding === "br"
        ? await brotliCompress(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY_ONCE, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : await gzip(raw, { level: 6 });
    copies.set(key, body, body.length);
  } catch (error) {
    console.error("[shop] compressing a page copy failed", error);
  } finally {
    making.delete(key);
  }
}

/** How many copies are kept (tests). */
export function compressedPageCount() {
  return copies.size;
}

/** Whether this answer may get a stored copy, judged on its headers before any byte is sent. */
function qualifies(res) {
  if (res.headersSent || res.statusCode !== 200 || res.getHeader("Content-Encoding")) return false;
  if (!COMPRESSIBLE.test(String(res.getHeader("Content-Type") ?? ""))) return false;
  // What the middleware itself honours: a body marked no-transform leaves as it is.
  return !/\bno-transform\b/i.test(String(res.getHeader("Cache-Control") ?? ""));
}

/** A cached JSON answer, which Next sends in pieces without its length: worth gathering whole. */
function isCachedJson(res) {
  return (
    qualifies(res) &&
    /^application\/json\b/.test(String(res.getHeader("Content-Type"))) &&
    CACHED.test(String(res.getHeader("x-nextjs-cache") ?? ""))
  );
}

/**
 * The stored copy for this answer, if it qualifies and one has been made; a qualifying body without
 * one gets it made in the background.
 * `whole`: the body is known to be complete (gathered from its pieces); otherwise only a body sent in
 * one piece with its length qualifies: the page Next had in its cache, not a stream's last piece.
 */
function storedCopy(req, res, chunk, rest, whole = false) {
  if (!isBody(chunk)) return undefined;
  if (!qualifies(res)) return undefined;
  const charset = typeof chunk === "string" && typeof rest[0] === "string" ? rest[0] : "utf8";
  const raw = typeof chunk === "string" ? undefined : bytesOf(chunk, rest);
  const length = raw ? raw.length : Buffer.byteLength(chunk, charset);
  if (!whole && Number(res.getHeader("Content-Length")) !== length) return undefined;
  if (length < MIN_BYTES || length > MAX_BODY_BYTES) return undefined;
  // Negotiated only for a body that qualifies (the middleware's own choice, by the same library).
  const encoding = new Negotiator(req).encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  if (encoding !== "br" && encoding !== "gzip") return undefined;
  const hash = raw ? createHash("sha1").update(raw) : createHash("sha1").update(chunk, charset);
  const key = `${encoding}:${hash.digest("base64")}`;
  const body = copies.get(key);
  if (body) return { body, encoding };
  if (!making.has(key)) void makeCopy(key, encoding, raw ?? Buffer.from(chunk, charset));
  return undefined;
}

/**
 * Whether write/end were given body bytes, not only a callback or nothing: a string, a Buffer, or a
 * plain Uint8Array (what Next writes from its web streams, src: next/dist/server/pipe-readable.js).
 */
function isBody(chunk) {
  return typeof chunk === "string" || chunk instanceof Uint8Array;
}

/** A body chunk as a Buffer (Node's write/end take strings with an optional encoding too). */
function bytesOf(chunk, rest) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(chunk, typeof rest[0] === "string" ? rest[0] : "utf8");
}

/**
 * After the compression middleware has wrapped the response: a whole cached page then leaves as its
 * stored compressed copy (the middleware passes an already-encoded body through, adding only
 * `Vary: Accept-Encoding`). A cached JSON answer is gathered first: Next flushes its headers and sends
 * it in pieces (src: next/dist/server/pipe-readable.js), so its headers wait for the whole body.
 */
function serveCompressedCopies(req, res) {
  if (req.method !== "GET" || !req.headers["accept-encoding"]) return;
  const { write, end, flushHeaders, flush } = res;
  /** Decided at the first header flush or byte: an array while gathering, null once sent as it comes. */
  let pieces;
  let gatheredBytes = 0;
  const gathering = () => {
    if (pieces === undefined) pieces = isCachedJson(res) ? [] : null;
    return pieces !== null;
  };
  const restore = () => {
    Object.assign(res, { write, end, flushHeaders });
    if (flush) res.flush = flush;
  };
  res.flushHeaders = function deferHeaders() {
    if (!gathering()) return flushHeaders.call(this);
  };
  if (flush) {
    res.flush = function deferFlush() {
      if (!pieces) return flush.call(this);
    };
  }
  res.write = function gather(chunk, ...rest) {
    if (gathering() && isBody(chunk)) {
      const bytes = bytesOf(chunk, rest);
      if (gatheredBytes + bytes.length <= MAX_BODY_BYTES) {
        pieces.push(bytes);
        gatheredBytes += bytes.length;
        const callback = rest.find((arg) => typeof arg === "function");
        if (callback) process.nextTick(callback);
        return true;
      }
    }
    // Too large to gather, or not gathered: what was held goes first, the rest as it comes.
    const held = pieces;
    pieces = null;
    restore();
    if (held?.length) write.call(this, Buffer.concat(held));
    return write.call(this, chunk, ...rest);
  };
  res.end = function endWithCopy(chunk, ...rest) {
    const held = pieces;
    restore();
    const whole = Array.isArray(held);
    if (whole) {
      if (isBody(chunk)) held.push(bytesOf(chunk, rest));
      chunk = Buffer.concat(held);
      rest = rest.filter((arg) => typeof arg === "function");
    }
    const copy = storedCopy(req, res, chunk, rest, whole);
    if (!copy) return end.call(this, chunk, ...rest);
    res.setHeader("Content-Encoding", copy.encoding);
    res.setHeader("Content-Length", copy.body.length);
    const callback = rest.find((arg) => typeof arg === "function");
    return callback ? end.call(this, copy.body, callback) : end.call(this, copy.body);
  };
}

/** Compresses the answer to this request as above, then calls `next` (Next's handler). */
export function compress(req, res, next) {
  if (req.url?.startsWith("/_next/static/")) return compressAsset(req, res, next);
  compressResponse(req, res, () => {
    serveCompressedCopies(req, res);
    next();
  });
}

