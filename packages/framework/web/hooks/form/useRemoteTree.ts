import { useQuery } from '@tanstack/react-query';
import { resourceCalls, type TreeOption } from '@yanye/protocol';
import { apiQuery } from '../../api/query';

const NO_NODES: readonly TreeOption[] = [];

/** A tree an API answers whole (departments), read once per screen and shared by every pick of it. */
export function useRemoteTree(api: string): readonly TreeOption[] {
  const tree = useQuery(apiQuery(resourceCalls.tree(api)));
  return tree.data ?? NO_NODES;
}
