import { lazy, type ReactNode } from 'react';

const MemberScreen = lazy(() => import('./MemberScreen').then((m) => ({ default: m.MemberScreen })));

/** The members' bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const MEMBER_SCREENS: Record<string, (title: string) => ReactNode> = {
  memberInfo: (title) => <MemberScreen title={title} />,
};
