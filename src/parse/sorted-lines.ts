/**
 * A look-up in a table kept as one string of sorted lines ("key" or
 * "key<TAB>value" a line), by binary search on the text itself: the
 * generated tables (WordNet's words, first names) need no decoding at
 * start-up.
 */

/** A line of the table: where it starts and ends, and where its key ends. */
interface Line {
  start: number;
  end: number;
  keyEnd: number;
}

/** The line that starts at `start`. */
function lineAt(table: string, start: number): Line {
  let end = table.indexOf("\n", start);
  if (end < 0) end = table.length;
  const tab = table.indexOf("\t", start);
  return { start, end, keyEnd: tab >= 0 && tab < end ? tab : end };
}

/** Where the first line whose key is not less than `key` starts (the table's length if none). */
function firstFrom(table: string, key: string): number {
  let low = 0;
  let high = table.length;
  while (low < high) {
    const line = lineAt(table, table.lastIndexOf("\n", ((low + high) >>> 1) - 1) + 1);
    if (table.slice(line.start, line.keyEnd) < key) low = line.end + 1;
    else high = line.start;
  }
  return low;
}

/** The value of `key`'s line ("" when the line has none), or undefined when no line has that key. */
export function lineFor(table: string, key: string): string | undefined {
  const start = firstFrom(table, key);
  if (start >= table.length) return undefined;
  const line = lineAt(table, start);
  if (table.slice(line.start, line.keyEnd) !== key) return undefined;
  return line.keyEnd === line.end ? "" : table.slice(line.keyEnd + 1, line.end);
}
