import { UNION_SCREENS } from '@yanye/affiliate/web';
import type { ReactNode } from 'react';

/** The union's token page and orders screen, shared by the three affiliate unions (web/src/screens/plugin/union). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = UNION_SCREENS;
