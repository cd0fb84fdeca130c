import { open } from 'node:fs/promises';

/**
 * Puts a file's bytes, or a directory's names, on disk: a part synced before its rename, and the directory
 * after it (without that a crash of the machine may find the old name again).
 */
export async function syncToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
