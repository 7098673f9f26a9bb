/**
 * `cluegrid play [FILE]`: the playground page (web/, built into
 * dist/play/cluegrid-play.html by `npm run build`), served on 127.0.0.1 at a
 * free port (or `--port`), with FILE's text in the editor; or, with `--out`,
 * the same single page written to a file that works offline from file://.
 *
 * The server answers GET and HEAD for `/` (and `/index.html`) only: the page
 * is the one file it serves, so no path reaches anything else on the disk.
 * It refuses requests whose Host is not this address (a web page elsewhere
 * cannot reach it through a name of its own), opens nothing by itself, and
 * stops on SIGINT or SIGTERM, closing its connections.
 */
import type { Command } from "commander";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { basename } from "node:path";
import { fillPage } from "../render/html.js";
import { decode } from "../render/report.js";
import { NOT_BUILT, readPage } from "./page.js";
import { writeAtomic } from "./write.js";

export interface PlayOptions {
  port?: string;
  out?: string;
}

function fail(message: string): never {
  process.stderr.write(`cluegrid play: ${message}\n`);
  process.exit(2);
}

function readPuzzle(file: string): { file: string; text: string } {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    return fail(`cannot read ${file}: ${reason}`);
  }
  const text = decode(bytes);
  if (text === undefined) return fail(`${file} is not UTF-8 text`);
  return { file: basename(file), text };
}

const HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

export function registerPlay(program: Command): void {
  program
    .command("play")
    .description("serve the playground page on 127.0.0.1 (type a puzzle, see it read, step through its solution)")
    .argument("[file]", "a puzzle to open in the page")
    .option("--port <n>", "the port to listen on (default: a free one)")
    .option("--out <file>", "write the page as one self-contained file instead (it works offline, from file://)")
    .action((file: string | undefined, options: PlayOptions) => {
      const port = Number(options.port ?? "0");
      if (!/^\d{1,5}$/u.test(options.port ?? "0") || port > 65535) fail(`--port must be a whole number from 0 to 65535, not "${options.port}"`);
      const built = readPage() ?? fail(NOT_BUILT());
      const page = file === undefined ? built : fillPage(built, readPuzzle(file));
      if (options.out !== undefined) {
        try {
          writeAtomic(options.out, page);
        } catch (error) {
          fail(`cannot write ${options.out}: ${(error as Error).message}`);
        }
        return;
      }
      serve(page, port);
    });
}

function serve(page: string, port: number): void {
  const body = Buffer.from(page, "utf8");
  let hosts: Set<string> = new Set();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "").split("?")[0];
    if (!hosts.has(request.headers.host ?? "")) {
      response.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("forbidden: this server answers only at its own address\n");
    } else if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { "content-type": "text/plain; charset=utf-8", allow: "GET, HEAD" }).end("method not allowed\n");
    } else if (path !== "/" && path !== "/index.html") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found: this server serves only the playground page, at /\n");
    } else {
      response.writeHead(200, { ...HEADERS, "content-length": body.length });
      response.end(request.method === "HEAD" ? undefined : body);
    }
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    fail(error.code === "EADDRINUSE" ? `port ${port} is in use; try another --port, or none for a free one` : error.message);
  });
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    const actual = typeof address === "object" && address !== null ? address.port : port;
    hosts = new Set([`127.0.0.1:${actual}`, `localhost:${actual}`]);
    process.stdout.write(`cluegrid play: serving http://127.0.0.1:${actual}/ (Ctrl-C to stop)\n`);
  });
  const stop = (): void => {
    server.close(() => {
      process.stdout.write("cluegrid play: stopped\n");
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
