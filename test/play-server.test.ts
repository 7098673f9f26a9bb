/**
 * `cluegrid play` through the real bin/cluegrid: the server on 127.0.0.1
 * prints its address, serves the page with the puzzle file in it, refuses
 * every other path (those that climb out of its folder too), other methods
 * and other Host names, and stops cleanly on SIGINT; `--port` and its
 * errors; `--out` writes the single page. The served page is also opened in
 * Chromium when it is installed. And the page's bundle refuses Node modules.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { scriptJson } from "../src/render/html.js";
import { CHROMIUM_MISSING, hasChromium, launchChromium, root } from "./helpers.js";

const CLI = join(root, "bin/cluegrid");
const PAGE = join(root, "dist/play/cluegrid-play.html");
const FILE = "corpus/garden-row-4x4.txt";

interface Server {
  child: ChildProcessWithoutNullStreams;
  port: number;
  stdout: () => string;
  exit: Promise<number | null>;
}

const running: Server[] = [];

afterEach(() => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

/** Start `cluegrid play ARGS` and wait for the address it prints. */
function start(...args: string[]): Promise<Server> {
  const child = spawn(CLI, ["play", ...args], { cwd: root });
  let out = "";
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const match = /^cluegrid play: serving http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C to stop\)\n/u.exec(out);
      if (match) {
        const server = { child, port: Number(match[1]), stdout: () => out, exit };
        running.push(server);
        resolve(server);
      }
    });
    child.on("exit", (code) => reject(new Error(`cluegrid play exited ${code} before serving: ${out}`)));
  });
}

/** A request with its path sent exactly as written (no normalising of `..`). */
function get(port: number, path: string, options: { method?: string; host?: string } = {}): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: { host: options.host ?? `127.0.0.1:${port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body, type: String(res.headers["content-type"]) }));
    });
    req.on("error", reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("cluegrid play", () => {
  it("serves the page with the puzzle in it at /, and nothing else", async () => {
    const server = await start(FILE);
    const page = await get(server.port, "/");
    expect(page.status).toBe(200);
    expect(page.type).toBe("text/html; charset=utf-8");
    const initial = { file: "garden-row-4x4.txt", text: readFileSync(join(root, FILE), "utf8") };
    // Compared as booleans: a failure should not print the whole page.
    expect(page.body.includes(`<script type="application/json" id="cluegrid-initial">${scriptJson(initial)}</script>`)).toBe(true);
    expect(page.body.replace(scriptJson(initial), "null") === readFileSync(PAGE, "utf8")).toBe(true);
    expect((await get(server.port, "/index.html")).body === page.body).toBe(true);
    expect(await get(server.port, "/", { method: "HEAD" })).toMatchObject({ status: 200, body: "" });
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/..%2f..%2fetc/passwd", "//etc/passwd", "/dist/play/cluegrid-play.html", `/${FILE}`, "/favicon.ico"]) {
      expect(await get(server.port, path), path).toEqual({ status: 404, body: "not found: this server serves only the playground page, at /\n", type: "text/plain; charset=utf-8" });
    }
    expect((await get(server.port, "/", { method: "POST" })).status).toBe(405);
    // A name that is not this server's (a page elsewhere, through DNS rebinding) is refused.
    expect((await get(server.port, "/", { host: "attacker.example" })).status).toBe(403);
  });

  it("stops cleanly on SIGINT", async () => {
    const server = await start();
    server.child.kill("SIGINT");
    expect(await server.exit).toBe(0);
    expect(server.stdout()).toBe(`cluegrid play: serving http://127.0.0.1:${server.port}/ (Ctrl-C to stop)\ncluegrid play: stopped\n`);
    await expect(get(server.port, "/")).rejects.toThrow(/ECONNREFUSED/u);
  });

  it("listens on --port, and says so when that port is taken", async () => {
    const port = await freePort();
    const server = await start("--port", String(port));
    expect(server.port).toBe(port);
    const second = spawnSync(CLI, ["play", "--port", String(port)], { cwd: root, encoding: "utf8", timeout: 10_000 });
    expect(second.status).toBe(2);
    expect(second.stderr).toBe(`cluegrid play: port ${port} is in use; try another --port, or none for a free one\n`);
    const bad = spawnSync(CLI, ["play", "--port", "http"], { cwd: root, encoding: "utf8" });
    expect([bad.status, bad.stderr]).toEqual([2, 'cluegrid play: --port must be a whole number from 0 to 65535, not "http"\n']);
  });

  it("writes the single page with --out, with the puzzle when one is named", () => {
    const dir = mkdtempSync(join(tmpdir(), "cluegrid-play-out-"));
    expect(spawnSync(CLI, ["play", "--out", join(dir, "page.html")], { cwd: root }).status).toBe(0);
    expect(readFileSync(join(dir, "page.html"), "utf8") === readFileSync(PAGE, "utf8")).toBe(true);
    expect(spawnSync(CLI, ["play", FILE, "--out", join(dir, "garden.html")], { cwd: root }).status).toBe(0);
    const initial = { file: "garden-row-4x4.txt", text: readFileSync(join(root, FILE), "utf8") };
    // Compared as booleans: a failure should not print the whole page.
    expect(readFileSync(join(dir, "garden.html"), "utf8") === readFileSync(PAGE, "utf8").replace("null</script>", `${scriptJson(initial)}</script>`)).toBe(true);
    const missing = spawnSync(CLI, ["play", "corpus/no-such.txt", "--out", join(dir, "x.html")], { cwd: root, encoding: "utf8" });
    expect([missing.status, missing.stderr]).toEqual([2, "cluegrid play: cannot read corpus/no-such.txt: no such file\n"]);
  });

  it.skipIf(!hasChromium)(hasChromium ? "the served page shows the file's puzzle, solved (Chromium)" : CHROMIUM_MISSING("the served page"), async () => {
    const server = await start(FILE);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${server.port}/`);
      await page.waitForSelector('body[data-status="solved"]:not([aria-busy])');
      expect(await page.textContent(".cm-content")).toContain(readFileSync(join(root, FILE), "utf8").split("\n")[0]!);
      expect(await page.textContent("#status")).toMatch(/^Solved in \d+ steps/u);
    } finally {
      await browser.close();
    }
  });
});

describe("the playground's browser bundle", () => {
  it("fails to build, naming the file, when the code it bundles imports a Node module", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cluegrid-bundle-"));
    const entry = join(dir, "entry.ts");
    writeFileSync(entry, 'import { readFileSync } from "node:fs";\nconsole.log(readFileSync);\n');
    const { bundle } = (await import(pathToFileURL(join(root, "scripts/build-play.mjs")).href)) as {
      bundle: (esbuild: unknown, entry: string) => Promise<string>;
    };
    const esbuild = await import("esbuild");
    await expect(bundle(esbuild, entry)).rejects.toThrow(`node:fs is a Node module; the browser bundle cannot use it (imported by ${entry})`);
    // The compiler itself bundles: its createRequire(import.meta.url) loads become plain requires.
    const worker = await bundle(esbuild, "worker.ts");
    expect(worker.includes("import.meta")).toBe(false);
  });
});
