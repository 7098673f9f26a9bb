/** How many bits of a mask are set (a mask has a bit per value of a category, up to 32). */
export function popcount(mask: number): number {
  let bits = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) bits++;
  return bits;
}
