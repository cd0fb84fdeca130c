import { useOpenedOnce } from '@yanye/framework/web';
import { ColorPicker, Drawer, Form, Switch } from 'antd';
import { saveSettings, useSettings } from './settings';
import { shellText } from './texts';

const PRESETS = ['#409EFF', '#1677FF', '#13C2C2', '#52C41A', '#FA8C16', '#F5222D', '#722ED1', '#2F54EB'];

/** Theme colour, tags bar, fixed header and pinyin search, kept across reloads. */
export function SettingsDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const settings = useSettings();
  if (!useOpenedOnce(open)) return null;
  return (
    <Drawer
      title={shellText('settings')}
      open={open}
      onClose={onClose}
      size={320}
      className="settings-drawer"
    >
      <Form layout="horizontal" labelCol={{ span: 14 }} labelAlign="left" colon={false}>
        <Form.Item label={shellText('themeColor')}>
          <ColorPicker
            value={settings.themeColor}
            disabledAlpha
            presets={[{ label: shellText('themeColor'), colors: PRESETS }]}
            onChangeComplete={(c) => saveSettings({ themeColor: c.toHexString().toUpperCase() })}
          />
        </Form.Item>
        <Form.Item label={shellText('tagsView')}>
          <Switch
            aria-label={shellText('tagsView')}
            checked={settings.tagsView}
            onChange={(v) => saveSettings({ tagsView: v })}
          />
        </Form.Item>
        <Form.Item label={shellText('fixedHeader')}>
          <Switch
            aria-label={shellText('fixedHeader')}
            checked={settings.fixedHeader}
            onChange={(v) => saveSettings({ fixedHeader: v })}
          />
        </Form.Item>
        <Form.Item label={shellText('pinyinSearch')}>
          <Switch
            aria-label={shellText('pinyinSearch')}
            checked={settings.pinyinSearch}
            onChange={(v) => saveSettings({ pinyinSearch: v })}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
