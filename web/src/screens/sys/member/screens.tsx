import { loadedScreen } from '@yanye/framework/web';
import type { ReactNode } from 'react';

const MemberScreen = loadedScreen(() => import('./MemberScreen').then((m) => m.MemberScreen));

/** The members' bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const MEMBER_SCREENS: Record<string, (title: string) => ReactNode> = {
  memberInfo: (title) => <MemberScreen title={title} />,
};
