import { useQuery } from '@tanstack/react-query';
import { resourceCalls, type TreeOption } from '@yanye/protocol';
import { call } from '../../api/client';
import { keys } from '../../api/query';

const NO_NODES: readonly TreeOption[] = [];

/** A tree an API answers whole (departments), read once per screen and shared by every pick of it. */
export function useRemoteTree(api: string): readonly TreeOption[] {
  const contract = resourceCalls.tree(api);
  const tree = useQuery({
    queryKey: keys.call(contract, {}),
    queryFn: () => call(contract, {}, { quiet: true }),
  });
  return tree.data ?? NO_NODES;
}
