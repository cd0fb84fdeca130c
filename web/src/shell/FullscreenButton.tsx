import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useEffect, useState } from 'react';
import { shellText } from './texts';

/** The header's fullscreen toggle; a browser without fullscreen gets a warning. */
export function FullscreenButton() {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(shellText('noFullscreen'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return (
    <Button
      type="text"
      icon={full ? <CompressOutlined /> : <ExpandOutlined />}
      aria-label={shellText('fullscreen')}
      onClick={toggle}
    />
  );
}
