// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootServer, ensureChromium } from './harness';

/**
 * Makes sure there is a Chromium (harness.ts), then starts the built server once on a fresh folder: its first
 * start (the demo from the build's snapshot, or seeded when there is none) is the slow part of a browser test's
 * server, and every file wants the same demo. Each file's server then starts on a copy of this folder
 * (harness.ts), as the README's second start does.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'yanye-e2e-template-'));
  // Seeding takes longer than a start on a busy machine (two cores shared with other work).
  const server = await bootServer(dir, {}, 300_000);
  await server.stop();
  project.provide('e2eTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
