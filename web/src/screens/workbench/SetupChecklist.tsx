import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import type { CatalogPage } from '@yanye/catalog';
import { currentLang } from '@yanye/framework/web';
import { Button, Card, Popconfirm, Progress, Typography } from 'antd';
import { Link } from 'react-router';
import { workbenchText } from './texts';
import { useSetupChecklist } from './useSetupChecklist';

/**
 * A new store's first-day checklist on the workbench: what to set up, each step linked to its page and ticked
 * once done, until every step is done or someone of the store puts it away.
 */
export function SetupChecklist({ pages }: { readonly pages: readonly CatalogPage[] }) {
  const { steps, dismiss, dismissing } = useSetupChecklist(pages);
  if (!steps) return null;
  const lang = currentLang();
  const done = steps.filter((s) => s.done).length;
  return (
    <Card
      size="small"
      className="workbench-card setup-checklist"
      data-testid="setup-checklist"
      title={
        <span className="setup-checklist-title">
          {workbenchText('setupTitle')}
          <Typography.Text type="secondary">
            {workbenchText('setupDone', { done, total: steps.length })}
          </Typography.Text>
        </span>
      }
      extra={
        <Popconfirm
          title={workbenchText('setupDismissAsk')}
          description={workbenchText('setupDismissNote')}
          okText={workbenchText('setupDismissOk')}
          onConfirm={() => dismiss().catch(() => undefined)}
        >
          <Button type="link" size="small" loading={dismissing}>
            {workbenchText('setupDismiss')}
          </Button>
        </Popconfirm>
      }
    >
      <Progress percent={Math.round((done / steps.length) * 100)} showInfo={false} size="small" />
      <ol className="setup-steps">
        {steps.map(({ spec, page, done: isDone }) => (
          <li key={spec.key} className={isDone ? 'setup-step is-done' : 'setup-step'} data-step={spec.key}>
            <span className="setup-step-mark" aria-hidden>
              {isDone ? <CheckCircleFilled /> : <span className="setup-step-dot" />}
            </span>
            <span className="setup-step-text">
              <Typography.Text delete={isDone} strong={!isDone}>
                {spec.title[lang]}
              </Typography.Text>
              <Typography.Text type="secondary" className="setup-step-hint">
                {spec.hint[lang]}
              </Typography.Text>
            </span>
            {isDone ? (
              <Typography.Text type="success" className="setup-step-state">
                {workbenchText('setupStepDone')}
              </Typography.Text>
            ) : (
              <Link to={page.path} className="setup-step-go">
                {workbenchText('setupGo')} <RightOutlined />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
