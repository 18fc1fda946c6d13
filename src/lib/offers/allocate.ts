// Spreading an amount over lines so that the shares add up to it exactly (the largest remainder
// method, in integer paise). Used for a fixed amount off the cart and for the GST of a refund.

/**
 * Splits `total` paise over `bases` in proportion, in whole paise: each share is floor(total × base /
 * Σ bases), and the paise left (fewer than the lines) go one each to the lines with the largest
 * remainders (ties: the earlier line). The shares add up to `total`; with total ≤ Σ bases no share
 * exceeds its base; a base of 0 gets 0. Exact in BigInt for any safe amounts.
 */
export function allocateLargestRemainder(total: number, bases: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`The amount to spread must be whole paise: ${total}`);
  for (const base of bases) if (!Number.isSafeInteger(base) || base < 0) throw new RangeError(`A base must be whole paise: ${base}`);
  const sum = bases.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n) {
    if (total === 0) return bases.map(() => 0);
    throw new RangeError("Nothing to spread an amount over");
  }
  const t = BigInt(total);
  const shares = bases.map((base) => (t * BigInt(base)) / sum);
  const remainders = bases.map((base, index) => ({ index, remainder: (t * BigInt(base)) % sum }));
  let left = t - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  // Fewer paise are left than lines with a remainder, so every one of them goes to a line with one.
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * What `units` more of a line paid when `before` of its units were already counted: the line's
 * net amount over `quantity` units, floor(net × k / quantity) for the first k. All the units
 * together are exactly `net`; no split pays a paisa more.
 */
export function paidForUnits(netPaise: number, quantity: number, units: number, before = 0): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`A line has at least one unit: ${quantity}`);
  if (units < 0 || before < 0 || before + units > quantity) throw new RangeError(`Units out of range: ${before} + ${units} of ${quantity}`);
  const paid = (k: number) => Number((BigInt(netPaise) * BigInt(k)) / BigInt(quantity));
  return paid(before + units) - paid(before);
}
