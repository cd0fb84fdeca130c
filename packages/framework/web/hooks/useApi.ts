import { useQuery } from '@tanstack/react-query';
import type { Contract, InputOf } from '@yanye/protocol';
import { callWithMessage } from '../api/client';
import { apiQuery } from '../api/query';
import { useWrite } from './useWrite';

interface ReadOptions {
  /** Not asked while false (the user may not call it, or an input is missing). */
  readonly enabled?: boolean;
  /** Asked again every so many milliseconds while on screen. */
  readonly refetchInterval?: number;
}

/** {@link apiQuery} on screen: read when shown, and again when shown after a write or a while. */
export function useApiQuery<C extends Contract>(
  contract: C,
  input: InputOf<C> = {} as InputOf<C>,
  options: ReadOptions = {},
) {
  return useQuery({ ...apiQuery(contract, input), ...options });
}

/**
 * A write of a contract as a mutation (`useWrite`): its answer's message back, never sent twice by itself, and
 * every read in its folder, and in the folders of `also`, stale once it is accepted.
 */
export function useApiWrite<C extends Contract>(contract: C, also: readonly string[] = []) {
  return useWrite(
    (input: InputOf<C>, key: string) => callWithMessage(contract, input, { key }),
    () => [contract.path, ...also],
  );
}
