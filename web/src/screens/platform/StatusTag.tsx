import { Tag } from 'antd';
import { reviewText } from './texts';

type TextKey = Parameters<typeof reviewText>[0];

/** The colour of each state an application or a certification is in. */
const STATUS_COLORS: Readonly<Record<string, string>> = {
  created: 'default',
  info: 'gold',
  paid: 'blue',
  reviewing: 'processing',
  applied: 'blue',
  approved: 'success',
  rejected: 'error',
};

/** A status as a coloured tag, in the reviewer's language. */
export function StatusTag({ status }: { readonly status: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{reviewText(status as TextKey)}</Tag>;
}
