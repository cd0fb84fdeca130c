import { Result } from '@yanye/framework/web';
import { Button, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { failText } from './failTexts';
import { errorMessage, pageErrorReport, reportPageError } from './pageError';

/**
 * The last net, around the whole app (main.tsx): what the frame itself throws (a view's failure stays in its own
 * boundary) shows a page saying so with a reload, never a blank one, and is reported like a screen's.
 */
export class ConsoleBoundary extends Component<
  { readonly children: ReactNode },
  { readonly error: unknown }
> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('undefined thrown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const at = window.location.pathname + window.location.search;
    reportPageError(pageErrorReport(at, '', error, info.componentStack ?? ''));
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Result
        status="error"
        className="view-failed"
        title={failText('consoleFailed')}
        subTitle={
          <>
            <div>{failText('consoleFailedHint')}</div>
            <Typography.Text type="secondary" className="view-failed-detail">
              {failText('detail', { message: errorMessage(this.state.error) })}
            </Typography.Text>
          </>
        }
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {failText('reload')}
          </Button>
        }
      />
    );
  }
}
