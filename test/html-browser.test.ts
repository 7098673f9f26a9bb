/**
 * The HTML report (`cluegrid solve --format html`, the playground page
 * read-only) in a real browser: headless Chromium (playwright-core) opens the
 * page of two files from file://, with every network request refused; it
 * shows all steps, clicks step 10 and checks that the grid shows the cells as
 * right after that step, the step's cell marked `new` and its premises
 * `premise`; the text cannot be edited; the menu switches to the other file,
 * an input error with its source line and caret. Skipped, with a message,
 * when /usr/bin/chromium is not installed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { report } from "../src/render/report.js";
import { CHROMIUM_MISSING, hasChromium, launchChromium, root } from "./helpers.js";

const MISSING = CHROMIUM_MISSING("the HTML output");
if (!hasChromium) console.warn(MISSING);

const FILE = "corpus/lakeside-cabins-3x3.txt";
const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

describe.skipIf(!hasChromium)(hasChromium ? "the HTML page in Chromium" : MISSING, () => {
  const r = report(FILE, readFileSync(join(root, FILE), "utf8"));
  const dir = mkdtempSync(join(tmpdir(), "cluegrid-html-"));
  writeFileSync(join(dir, "typo.txt"), readFileSync(join(root, FILE), "utf8").replace("3. Hattie stays", "3. Hatty stays"));
  const solved = spawnSync(join(root, "bin/cluegrid"), ["solve", join(root, FILE), join(dir, "typo.txt"), "--format", "html"], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 26 });
  writeFileSync(join(dir, "report.html"), solved.stdout);
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    page.on("pageerror", (error) => requests.push(`page error: ${error.message}`));
    await page.route("**/*", async (route) => {
      if (route.request().url() === pathToFileURL(join(dir, "report.html")).href) return route.continue();
      requests.push(route.request().url());
      await route.abort();
    });
    await page.goto(pathToFileURL(join(dir, "report.html")).href);
    await page.waitForSelector('body[data-status="solved"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the grid right after step 10, its cell new and its premises highlighted", async () => {
    const step = r.raw![9]!;
    expect(step.premises.length).toBeGreaterThan(0); // so the premise check means something
    await page.click("#all");
    expect(await page.locator("#steps li").count()).toBe(r.steps.length);
    await page.click('#steps li[data-step="10"]');
    const cell = page.locator(`td[data-cell="${key(step.a, step.b)}"]`);
    expect(await cell.getAttribute("class")).toMatch(/\bnew\b/u);
    expect(await cell.textContent()).toBe(step.verdict === 1 ? "Y" : "✗");
    const fresh = await page.locator("td.new").evaluateAll((tds) => tds.map((td) => td.getAttribute("data-cell")));
    expect(fresh).toEqual([key(step.a, step.b)]);
    const premises = await page.locator("td.premise").evaluateAll((tds) => tds.map((td) => td.getAttribute("data-cell")).sort());
    expect(premises).toEqual(step.premises.map((p) => key(p.a, p.b)).sort());
    // Only the first ten steps' cells are filled; the rest are open.
    const filled = await page.locator("td[data-cell]").evaluateAll((tds) => tds.filter((td) => td.textContent !== "").length);
    expect(filled).toBe(10);
    expect(await page.getAttribute('#steps li[data-step="10"]', "aria-selected")).toBe("true");
  });

  it("cannot be edited, offers no downloads, and asked for nothing over the network", async () => {
    expect(await page.getAttribute(".cm-content", "contenteditable")).toBe("false");
    expect(await page.isVisible(".downloads")).toBe(false);
    await page.click(".cm-content");
    await page.keyboard.type("x");
    expect(await page.textContent(".cm-line")).toBe("Cabins by the Lake");
    expect(requests).toEqual([]);
  });

  it("switches to the other file, an input error shown as the CLI prints it", async () => {
    expect(await page.locator("#examples option").allTextContents()).toEqual([join(root, FILE), join(dir, "typo.txt")]);
    await page.selectOption("#examples", "1");
    await page.waitForSelector('body[data-status="error"]');
    expect((await page.locator("#diagnostics pre").allTextContents()).join("\n\n") + "\n").toBe(solved.stderr);
    expect(await page.locator("#steps li").count()).toBe(0);
    expect(requests).toEqual([]);
  });
});
