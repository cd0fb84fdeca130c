import { useQuery } from '@tanstack/react-query';
import { API, type RegionNode } from '@yanye/protocol';
import { apiQuery } from '../../api/query';

const NO_NODES: readonly RegionNode[] = [];

/**
 * The division tree a region field picks from (`options_api`, the shared one unless a field names its own of the
 * same shape), read once and kept for the session: the divisions do not change while the console is open.
 */
export function useRegionTree(api: string | null): readonly RegionNode[] {
  const shared = API.regions.regionTree;
  const contract = api === null || api === shared.path ? shared : { ...shared, path: api };
  const tree = useQuery({
    ...apiQuery(contract),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return tree.data ?? NO_NODES;
}
