import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { currentLang } from './i18n/lang';
import './styles.css';

const antdLocales = { zh: zhCN, en: enUS, es: esES, ja: jaJP } as const;
const lang = currentLang();
document.documentElement.lang = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' }[lang];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={antdLocales[lang]} theme={{ token: { colorPrimary: '#409EFF' } }}>
      <AntApp>
        <App />
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
