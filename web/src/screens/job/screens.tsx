import { loadedScreen } from '@yanye/framework/web';
import type { ReactNode } from 'react';

const JobRecordScreen = loadedScreen(() => import('./JobRecordScreen').then((m) => m.JobRecordScreen));

/** The job section's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const JOB_SCREENS: Record<string, (title: string) => ReactNode> = {
  jobRecord: (title) => <JobRecordScreen title={title} />,
};
