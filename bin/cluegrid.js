#!/usr/bin/env node
// The normal way to start cluegrid: load the compiler and run the command.
// bin/cluegrid runs this, unless it can start `solve` from the start-up
// snapshot (see there); `node bin/cluegrid.js ...` behaves the same.
import v8 from "node:v8";

// A command runs for a moment, on code V8 has not seen before. By default V8
// starts optimizing functions after a few calls, and in a run this short much
// of that work is thrown away (optimized on guesses, then deoptimized): a
// larger budget before optimizing makes `cluegrid solve` on one puzzle about
// 40 ms quicker, and long runs (check) no slower, as the code that runs long
// is still optimized. Set before the compiler is loaded, so all of it counts.
// (The snapshot gets the same flag on node's command line: scripts/build-snapshot.mjs.)
v8.setFlagsFromString("--interrupt-budget=1000000");

const { main } = await import("../dist/src/cli/main.js");
await main(process.argv);
