/**
 * A look-up in a table kept as one string of sorted lines ("key" or
 * "key<TAB>value" a line), by binary search on the text itself: the
 * generated tables (WordNet's words, first names) need no decoding at
 * start-up.
 */

/** The value of `key`'s line ("" when the line has none), or undefined when no line has that key. */
export function lineFor(table: string, key: string): string | undefined {
  let low = 0;
  let high = table.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = table.lastIndexOf("\n", middle - 1) + 1;
    let end = table.indexOf("\n", start);
    if (end < 0) end = table.length;
    const tab = table.indexOf("\t", start);
    const keyEnd = tab >= 0 && tab < end ? tab : end;
    const found = table.slice(start, keyEnd);
    if (found === key) return keyEnd === end ? "" : table.slice(keyEnd + 1, end);
    if (found < key) {
      if (end >= table.length) return undefined;
      low = end + 1;
    } else high = start;
  }
  return undefined;
}

/** The keys of the lines that start with `prefix`, in order (at most `limit`). */
export function keysFrom(table: string, prefix: string, limit = 50): string[] {
  // The first line whose key is not less than the prefix.
  let low = 0;
  let high = table.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = table.lastIndexOf("\n", middle - 1) + 1;
    let end = table.indexOf("\n", start);
    if (end < 0) end = table.length;
    if (table.slice(start, end).split("\t")[0]! < prefix) low = end + 1;
    else high = start;
  }
  const out: string[] = [];
  for (let start = low; start < table.length && out.length < limit;) {
    let end = table.indexOf("\n", start);
    if (end < 0) end = table.length;
    const key = table.slice(start, end).split("\t")[0]!;
    if (!key.startsWith(prefix)) break;
    out.push(key);
    start = end + 1;
  }
  return out;
}
