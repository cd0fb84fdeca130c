import { type CatalogPage, SETUP_STEPS, type SetupStepSpec } from '@yanye/catalog';
import { useApiQuery, useApiWrite } from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { useMemo } from 'react';

const CHECKLIST = API.workbench.setupChecklist;

/** A step as the workbench shows it: its declaration, the page it opens, and whether it is done. */
export interface ShownStep {
  readonly spec: SetupStepSpec;
  readonly page: CatalogPage;
  readonly done: boolean;
}

/**
 * The first-day checklist of the user's store: the steps the user can act on (a step whose pages the user cannot
 * open is left out), whether each is done, and putting it away. `steps` is undefined while it is not to be shown:
 * still loading, put away, or every step done.
 */
export function useSetupChecklist(pages: readonly CatalogPage[]) {
  const read = useApiQuery(CHECKLIST);
  const dismiss = useApiWrite(API.workbench.setupDismiss);
  const steps = useMemo(() => {
    const answer = read.data;
    if (!answer || answer.dismissed_at > 0) return undefined;
    const done = new Map(answer.steps.map((s) => [s.key, s.done]));
    const shown = SETUP_STEPS.flatMap((spec): ShownStep[] => {
      const page = spec.pages.map((name) => pages.find((p) => p.name === name)).find((p) => p !== undefined);
      return page ? [{ spec, page, done: done.get(spec.key) === true }] : [];
    });
    return shown.length > 0 && shown.some((s) => !s.done) ? shown : undefined;
  }, [read.data, pages]);
  return { steps, dismiss: () => dismiss.mutateAsync({}), dismissing: dismiss.isPending };
}
