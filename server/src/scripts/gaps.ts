import { ALL_API_PATHS } from '@yanye/catalog';
import { API_ROUTES } from '../routes';

/** Catalogue API paths that no route serves yet, sorted. The list shrinks as routes are built. */
export function catalogGaps(): string[] {
  const served = new Set(API_ROUTES.map((r) => r.contract.path));
  return [...ALL_API_PATHS].filter((api) => !served.has(api)).sort();
}
