/**
 * The playground page that `npm run build` writes (scripts/build-play.mjs):
 * `cluegrid play` serves it and `cluegrid solve --format html` fills it in.
 * Found from the running script, bin/cluegrid.js, which both ways of starting
 * cluegrid name in process.argv[1] (the start-up snapshot has no
 * import.meta.url to go by).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

export function pageFile(): string {
  return resolve(dirname(process.argv[1] ?? "."), "..", "dist", "play", "cluegrid-play.html");
}

/** The page, or undefined when it has not been built. */
export function readPage(): string | undefined {
  try {
    return readFileSync(pageFile(), "utf8");
  } catch {
    return undefined;
  }
}

export const NOT_BUILT = (): string => `the page is not built (${pageFile()} is missing): run npm run build`;
