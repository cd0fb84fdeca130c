import { ThunderboltOutlined } from '@ant-design/icons';
import { createElement, type ReactNode } from 'react';

/** The flash sale add-on's web side: no bespoke screens (its pages are the generic ones), and its icon. */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(ThunderboltOutlined);
