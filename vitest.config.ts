import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the `@app/source` export condition (a name no published package uses).
// Without Vite's `module` condition: Node never uses it, and some packages (@smithy/core, pulled in
// by cohere-ai) ship a `module` build that only bundlers can load.
const conditions = ['@app/source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@app/source'] } },
  test: {
    // Tests reach only 127.0.0.1 and ::1: anything else is refused and fails the test.
    setupFiles: ['server/test/setup/loopback-only.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,server,worker,client,migrations}/{src,test}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', '**/dist/**'],
          // Vitest's 5 s is tight for the tests that read real resumes or print with Chromium while
          // every other file runs beside them on a slow 2-core machine (a parsing test took 5.0 s).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['{shared,server,worker,migrations}/{src,test}/**/*.int.test.ts'],
          globalSetup: ['server/test/setup/template-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Faults (issue 17): each scenario runs the built server and worker and breaks something.
          name: 'chaos',
          environment: 'node',
          include: ['chaos/**/*.chaos.test.ts'],
          globalSetup: ['chaos/setup/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
