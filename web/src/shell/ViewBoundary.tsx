import { type CatalogPage, pageByName } from '@yanye/catalog';
import { currentLang, Result } from '@yanye/framework/web';
import { Button, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { failText } from './failTexts';
import { errorMessage, pageErrorReport, reportPageError } from './pageError';

/** A chunk of the app that could not be fetched (a new version deployed meanwhile): only a reload brings it. */
const CHUNK_MISSING = /dynamically imported module|Importing a module script failed|Loading chunk/i;

interface Props {
  /** The view's address (path and query): where the failure happened. */
  readonly at: string;
  readonly page: CatalogPage;
  /** Builds the view afresh (the shell's refresh of its tag). */
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/**
 * Every screen renders inside one (ViewHost): what it throws while drawing leaves the frame (menu, header, tags)
 * working and the other views alive, says what failed in the user's language, offers to try again and a way
 * back, and is reported to the server's log.
 */
export class ViewBoundary extends Component<Props, { readonly error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('undefined thrown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportPageError(pageErrorReport(this.props.at, this.props.page.name, error, info.componentStack ?? ''));
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const { error } = this.state;
    const retry = () =>
      CHUNK_MISSING.test(errorMessage(error)) ? window.location.reload() : this.props.onRetry();
    return <ViewFailed page={this.props.page} message={errorMessage(error)} onRetry={retry} />;
  }
}

/** The way back from a failed screen: its list (an edit form's), else the console's start (`/`). */
function backOf(page: CatalogPage): { path: string; title: string } | undefined {
  const list = page.listPage ? pageByName(page.listPage) : undefined;
  return list && !list.path.includes(':') ? { path: list.path, title: list.title[currentLang()] } : undefined;
}

function ViewFailed(props: {
  readonly page: CatalogPage;
  readonly message: string;
  readonly onRetry: () => void;
}) {
  const navigate = useNavigate();
  const lang = currentLang();
  const back = backOf(props.page);
  return (
    <Result
      status="error"
      className="view-failed"
      title={failText('failed', { page: props.page.title[lang] })}
      subTitle={
        <>
          <div>{failText('failedHint')}</div>
          <Typography.Text type="secondary" className="view-failed-detail">
            {failText('detail', { message: props.message })}
          </Typography.Text>
        </>
      }
      extra={[
        <Button key="retry" type="primary" onClick={props.onRetry}>
          {failText('retry')}
        </Button>,
        <Button key="back" onClick={() => navigate(back?.path ?? '/')}>
          {failText('back', { page: back?.title ?? failText('home') })}
        </Button>,
      ]}
    />
  );
}
