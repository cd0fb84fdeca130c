declare const __SIGN_SALT__: string;
declare const __API_HOST__: string;
