// Defined by the application's build (web/vite.config.ts `define`): the sign salt the API client signs with, and
// the API host it calls when the console is served from elsewhere ('' for its own origin).
declare const __SIGN_SALT__: string;
declare const __API_HOST__: string;
