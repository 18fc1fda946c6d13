// @ts-check
// A least-recently-used map bounded by the byte size its caller reports for each value.
// Loaded by Node directly at server start (not bundled): plain ESM, typed with JSDoc.

/**
 * @template V
 */
export class ByteLru {
  /** @type {Map<string, { value: V; size: number }>} */
  #items = new Map();
  #bytes = 0;
  #maxBytes;

  /** @param {number} maxBytes upper bound of the sum of the sizes of the values held */
  constructor(maxBytes) {
    this.#maxBytes = Math.max(0, Math.floor(maxBytes));
  }

  get bytes() {
    return this.#bytes;
  }

  get maxBytes() {
    return this.#maxBytes;
  }

  get size() {
    return this.#items.size;
  }

  /**
   * The value, which becomes the most recently used one.
   * @param {string} key
   * @returns {V | undefined}
   */
  get(key) {
    const item = this.#items.get(key);
    if (!item) return undefined;
    this.#items.delete(key);
    this.#items.set(key, item);
    return item.value;
  }

  /** @param {string} key */
  has(key) {
    return this.#items.has(key);
  }

  /**
   * Stores the value (replacing one under the same key) and evicts the least recently used values
   * until the total fits. A value larger than the whole budget is not kept (and the old one goes).
   * @param {string} key
   * @param {V} value
   * @param {number} size bytes this value holds (the key's length is added)
   * @returns {boolean} whether the value is held
   */
  set(key, value, size) {
    this.delete(key);
    const cost = Math.max(0, Math.ceil(size)) + key.length * 2;
    if (cost > this.#maxBytes) return false;
    this.#items.set(key, { value, size: cost });
    this.#bytes += cost;
    for (const [oldest, item] of this.#items) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#items.delete(oldest);
      this.#bytes -= item.size;
    }
    return true;
  }

  /** @param {string} key */
  delete(key) {
    const item = this.#items.get(key);
    if (!item) return false;
    this.#items.delete(key);
    this.#bytes -= item.size;
    return true;
  }

  clear() {
    this.#items.clear();
    this.#bytes = 0;
  }
}
