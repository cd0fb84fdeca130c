import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@yanye/i18n';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { currentLang, setLang } from '../i18n/lang';

/** Each language by its own name, as its speakers look for it. */
const LANG_NAMES: Readonly<Record<Lang, string>> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

/**
 * The console's languages in a drop-down under a globe button; the page reloads in the one chosen (docs/shell.md).
 * `label` names the button for screen readers; `renderName` draws the current language's name beside the globe
 * (or nothing, on a phone's header).
 */
export function LanguageMenu({
  label,
  renderName,
}: {
  readonly label: string;
  readonly renderName: (name: string) => ReactNode;
}) {
  const lang = currentLang();
  return (
    <Dropdown
      menu={{
        items: LANGS.map((l) => ({ key: l, label: LANG_NAMES[l] })),
        selectedKeys: [lang],
        onClick: ({ key }) => {
          setLang(key as Lang);
          window.location.reload();
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={label}>
        {renderName(LANG_NAMES[lang])}
      </Button>
    </Dropdown>
  );
}
