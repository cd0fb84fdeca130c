import type { Contract } from '@yanye/protocol';
import { sentenceProblem } from './operator-log';
import type { AuditNote } from './route-def';

// What a write's operator-log row says when its route gives no note (the ids it was done to), and the check, in
// the tests, that a note's sentence is whole.

/** In the tests every write's sentence is held whole: the same placeholders in each language, each given. */
export function checkSentence(contract: Contract, note: Partial<AuditNote>): void {
  const problem = note.said && sentenceProblem(note.said);
  if (problem) throw new Error(`the operator-log sentence of ${contract.path}: ${problem}`);
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return value.map(String).join(',');
  return undefined;
}

/** Default target of a write: the body's id or ids, else the id of what was created. */
export function defaultTarget(body: unknown, result: unknown): { target: string } {
  const b = (body ?? {}) as Record<string, unknown>;
  const r = (result ?? {}) as Record<string, unknown>;
  const target = idText(b.id) ?? idText(b.ids) ?? idText(r.id) ?? '';
  return { target };
}
