import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import { registerCatalogue } from './catalogue';

/**
 * Every language's catalogue, registered as this module is imported: the server's (it answers in any language),
 * and the tests'. The browser fetches only its own (`loadLanguage`).
 */
registerCatalogue('en', en);
registerCatalogue('es', es);
registerCatalogue('ja', ja);
