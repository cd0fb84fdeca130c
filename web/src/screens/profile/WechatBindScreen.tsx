import { WechatOutlined } from '@ant-design/icons';
import {
  AskFirst,
  formatTime,
  startWechat,
  takeWechatReturn,
  useApiQuery,
  useApiWrite,
  useReloadUser,
  useShellView,
} from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { Alert, Button, Card, message, Result, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { profileText } from './texts';

/**
 * /profile/user/wechat: binds the signed-in account to a WeChat user, or unbinds it. Binding leaves for WeChat's
 * QR page and comes back here with a code, which is checked against the state this tab sent.
 */
export function WechatBindScreen({ title }: { readonly title: string }) {
  const read = useApiQuery(API.account.supplierInfo);
  const data = read.data;
  const wxBind = useApiWrite(API.account.wxBind);
  const wxUnbind = useApiWrite(API.account.wxUnbind);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reloadUser = useReloadUser();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const handled = useRef(false);
  const view = useShellView();

  // Back from WeChat: bind with the code once, then leave this address for the plain one. The view at the
  // address with the code ends, so no tag and no kept-alive copy holds a spent code.
  useEffect(() => {
    if (handled.current || !params.get('code')) return;
    handled.current = true;
    const back = takeWechatReturn('bind', params);
    const leave = () => {
      view?.close();
      navigate('/profile/user/wechat', { replace: true });
    };
    if (!back) {
      void message.warning(profileText('bindStale'), 5);
      leave();
      return;
    }
    setBusy(true);
    wxBind
      .mutateAsync({ code: back.code })
      .then(async () => {
        void message.success(profileText('bindDone'));
        await reloadUser();
      })
      .catch(() => undefined)
      .finally(leave);
  }, [params, navigate, reloadUser, view, wxBind.mutateAsync]);

  const bind = async () => {
    setBusy(true);
    setProblem('');
    try {
      if (!(await startWechat('bind'))) {
        setProblem(profileText('wechatClosed'));
        setBusy(false);
      }
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  const unbind = async () => {
    setBusy(true);
    try {
      await wxUnbind.mutateAsync({});
      void message.success(profileText('unbindDone'));
      await reloadUser();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setBusy(false);
    }
  };

  if (read.error) return <Alert type="error" showIcon title={read.error.message} />;
  if (!data || params.get('code')) return <Spin />;
  const bound = data.is_bind_wx === 1;
  return (
    <Card title={title} className="profile-screen">
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Result
        icon={<WechatOutlined style={{ color: bound ? '#07c160' : '#bfbfbf' }} />}
        title={bound ? profileText('bound') : profileText('unbound')}
        subTitle={
          bound ? profileText('boundAt', { time: formatTime(data.bind_wx_time) }) : profileText('boundHint')
        }
        extra={
          <Space>
            {bound ? (
              <AskFirst
                what={profileText('unbind')}
                danger
                after={profileText('unbindAfter')}
                onConfirm={unbind}
              >
                <Button danger loading={busy}>
                  {profileText('unbind')}
                </Button>
              </AskFirst>
            ) : (
              <Button type="primary" icon={<WechatOutlined />} loading={busy} onClick={bind}>
                {profileText('bind')}
              </Button>
            )}
          </Space>
        }
      />
    </Card>
  );
}
