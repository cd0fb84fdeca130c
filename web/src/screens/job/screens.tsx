import { lazy, type ReactNode } from 'react';

const JobRecordScreen = lazy(() => import('./JobRecordScreen').then((m) => ({ default: m.JobRecordScreen })));

/** The job section's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const JOB_SCREENS: Record<string, (title: string) => ReactNode> = {
  jobRecord: (title) => <JobRecordScreen title={title} />,
};
