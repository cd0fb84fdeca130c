import { PAGES } from '@yanye/catalog';
import { Button, Layout, Result, Space, Typography } from 'antd';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { call } from '../api/client';
import { forgetPermissions } from '../api/permissions';
import { session } from '../api/session';
import { currentLang } from '../i18n/lang';
import { TEXTS } from '../i18n/texts';
import { GenericFormScreen } from '../screens/generic-form/GenericFormScreen';
import { GenericListScreen } from '../screens/generic-list/GenericListScreen';
import { HomePage } from '../screens/home/HomePage';

/** Screens the web app draws from catalogue data alone: every `list` and `form` page. */
const screenPages = PAGES.filter((p) => p.view === 'list' || p.view === 'form');

/**
 * The signed-in part of the app, loaded after sign-in. Until the console shell lands (its own issue), it is a
 * plain frame: a header with the way out, and the catalogue's list and form pages at their paths.
 */
export default function Console() {
  const lang = currentLang();
  const navigate = useNavigate();
  const logout = async () => {
    await call('GET', '/v1/buyer/user/logout').catch(() => undefined);
    session.clear();
    forgetPermissions();
    navigate('/index?redirect=/dashboard', { replace: true });
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="console-header">
        <Link to="/">
          <Typography.Text strong style={{ color: '#fff' }}>
            {TEXTS[lang].title}
          </Typography.Text>
        </Link>
        <Space>
          <Button size="small" onClick={logout}>
            {TEXTS[lang].logout}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content className="console-content">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/dashboard" element={<HomePage />} />
          {screenPages.map((page) => (
            <Route
              key={page.name}
              path={page.path}
              element={
                page.view === 'list' ? (
                  <GenericListScreen page={page} title={page.title[lang]} />
                ) : (
                  <GenericFormScreen page={page} title={page.title[lang]} />
                )
              }
            />
          ))}
          <Route path="/404" element={<Result status="404" title="404" />} />
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
