import { defineConfig } from "vitest/config";

// Unit and component tests sit beside the code as *.test.ts(x). Component tests opt into
// a DOM with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["app/test-setup.ts"],
    restoreMocks: true,
  },
});
