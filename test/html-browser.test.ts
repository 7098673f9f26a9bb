/**
 * The HTML page in a real browser: headless Chromium (playwright-core) opens
 * the page of a corpus puzzle, with every network request refused, clicks
 * step 10 and checks that the grid shows the cells as right after that step,
 * the step's cell marked `new` and its premises `premise`. Skipped, with a
 * message, when /usr/bin/chromium is not installed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render } from "../src/render/index.js";
import { report } from "../src/render/report.js";
import { CHROMIUM_MISSING, hasChromium, launchChromium, root } from "./helpers.js";

const MISSING = CHROMIUM_MISSING("the HTML output");
if (!hasChromium) console.warn(MISSING);

const FILE = "corpus/lakeside-cabins-3x3.txt";
const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

describe.skipIf(!hasChromium)(hasChromium ? "the HTML page in Chromium" : MISSING, () => {
  const r = report(FILE, readFileSync(join(root, FILE), "utf8"));
  const html = render([r], "html").stdout;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    await page.route("**/*", async (route) => {
      requests.push(route.request().url());
      await route.abort();
    });
    await page.setContent(html, { waitUntil: "load" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the grid right after step 10, its cell new and its premises highlighted", async () => {
    const step = r.raw![9]!;
    expect(step.premises.length).toBeGreaterThan(0); // so the premise check means something
    await page.click('#puzzle-1 li[data-step="10"]');
    const cell = page.locator(`#puzzle-1 td[data-cell="${key(step.a, step.b)}"]`);
    expect(await cell.getAttribute("class")).toMatch(/\bnew\b/u);
    expect(await cell.textContent()).toBe(step.verdict === 1 ? "Y" : "·");
    const fresh = await page.locator("#puzzle-1 td.new").evaluateAll((tds) => tds.map((td) => td.getAttribute("data-cell")));
    expect(fresh).toEqual([key(step.a, step.b)]);
    const premises = await page.locator("#puzzle-1 td.premise").evaluateAll((tds) => tds.map((td) => td.getAttribute("data-cell")).sort());
    expect(premises).toEqual(step.premises.map((p) => key(p.a, p.b)).sort());
    // Only the first ten steps' cells are filled; the rest are open again.
    const filled = await page.locator("#puzzle-1 td[data-cell]").evaluateAll((tds) => tds.filter((td) => td.textContent !== "").length);
    expect(filled).toBe(10);
    expect(await page.locator('#puzzle-1 li[data-step="10"]').getAttribute("class")).toBe("current");
  });

  it("shows the final grid again on request, and asked for nothing over the network", async () => {
    await page.click("#puzzle-1 button.final");
    expect(await page.locator("#puzzle-1 td.new, #puzzle-1 td.premise").count()).toBe(0);
    const filled = await page.locator("#puzzle-1 td[data-cell]").evaluateAll((tds) => tds.filter((td) => td.textContent !== "").length);
    expect(filled).toBe(r.raw!.length);
    expect(requests).toEqual([]);
  });
});
