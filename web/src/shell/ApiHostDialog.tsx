import { apiHost, Modal, useOpenedOnce } from '@yanye/framework/web';
import { Form, Input, Typography } from 'antd';
import { memo, useEffect, useState } from 'react';
import { shellText } from './texts';

const KEY = 'apiHost';

/** The hidden API-host dialog (Ctrl+Alt+S): the host is kept in session storage and the page reloads. */
export const ApiHostDialog = memo(function ApiHostDialog() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.altKey && e.code === 'KeyS') {
        e.preventDefault();
        setValue(apiHost());
        setError('');
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const built = useOpenedOnce(open);
  const save = () => {
    const host = value.trim().replace(/\/+$/, '');
    if (host && !/^https?:\/\/[^\s/]+/.test(host)) {
      setError(shellText('apiHostInvalid'));
      return;
    }
    try {
      if (host) sessionStorage.setItem(KEY, host);
      else sessionStorage.removeItem(KEY);
    } catch (e) {
      console.warn('sessionStorage unavailable', e);
    }
    window.location.reload();
  };
  if (!built) return null;
  return (
    <Modal
      open={open}
      title={shellText('apiHost')}
      onOk={save}
      onCancel={() => setOpen(false)}
      okText={shellText('save')}
      cancelText={shellText('cancel')}
      className="api-host-dialog"
    >
      <Form.Item validateStatus={error ? 'error' : undefined} help={error || undefined}>
        <Input
          aria-label={shellText('apiHost')}
          value={value}
          placeholder="https://api.example.com"
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={save}
        />
      </Form.Item>
      <Typography.Text type="secondary">{shellText('apiHostHint')}</Typography.Text>
    </Modal>
  );
});
