import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../api/query';

/** Makes every read in the folders of `paths` stale: those on screen read again, hidden ones when shown. */
export function invalidateFolders(client: QueryClient, paths: readonly string[]): void {
  for (const path of new Set(paths)) void client.invalidateQueries({ queryKey: keys.folder(path) });
}

/**
 * A write (a save, a delete, an import, an action, an export) as a mutation: never tried again by itself (a
 * second save would be a second record), and once accepted, every read in the folders of `paths` is stale, so
 * the lists and counts on screen read again and hidden ones do when shown.
 */
export function useWrite<I, O>(write: (input: I) => Promise<O>, paths: (input: I) => readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: (_answer, input) => invalidateFolders(client, paths(input)),
  });
}
