import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    // Vitest's default on two cores is one worker (cores - 1): the second core
    // then waits on the first while most tests spawn short processes.
    maxWorkers: 2,
  },
});
