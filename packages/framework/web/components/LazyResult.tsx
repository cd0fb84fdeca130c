import type { ResultProps } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

/** Should Ant Design's result not arrive: its title, text and buttons, plainly. */
function PlainResult({ title, subTitle, extra, className }: ResultProps) {
  return (
    <div className={className} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24, lineHeight: 1.33 }}>{title}</div>
      <div style={{ color: 'rgba(0, 0, 0, 0.45)', marginTop: 8 }}>{subTitle}</div>
      <div style={{ marginTop: 24 }}>{extra}</div>
    </div>
  );
}

/**
 * Ant Design's result page (a 404, no permission, a failure), fetched when one is first shown: with its pictures
 * it weighs 10 KB gzipped, which every page loaded although few ever show one. Should it not arrive (the network
 * is gone, a new version removed the old files), its title, text and buttons are shown plainly, so that a
 * failure's screen and its reload button never go missing with it.
 */
const AntResult = lazy(
  (): Promise<{ default: ComponentType<ResultProps> }> =>
    import('antd/es/result').then(
      (m) => ({ default: m.default }),
      () => ({ default: PlainResult }),
    ),
);

export function Result(props: ResultProps & { readonly 'data-reason'?: string }) {
  return (
    <Suspense fallback={null}>
      <AntResult {...props} />
    </Suspense>
  );
}
