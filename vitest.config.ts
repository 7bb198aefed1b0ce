import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./tests/unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database; two at a time suits these 2-core machines.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
