import { Typography } from 'antd';

/** A screen's name at the head of its card, as large as a list's (a heading, without the heading's margin). */
export function ScreenTitle({ title }: { readonly title: string }) {
  return (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
  );
}
