import { refusalByCode, type ServiceSpec, T } from '@yanye/addon-kit/server';
import { HEADERS, hmacHex, OK_CODE } from './bank';

/** The setting names of the add-on's setup (addon.ts declares their fields). */
export const MERCHANT_NO = 'merchant_no';
export const SIGN_KEY = 'sign_key';

/**
 * The bank's merchant interface (bank.ts describes it): each request's JSON body signed with the shared key in
 * `X-ABC-Signature`; a refusal is a 2xx answer whose `ReturnCode` is not `0000`.
 */
export const abcbankService: ServiceSpec = {
  key: 'abcbank',
  title: T('农业银行商户接口'),
  sign(request, settings) {
    return {
      ...request,
      headers: {
        ...request.headers,
        accept: 'application/json',
        [HEADERS.merchant]: String(settings.values[MERCHANT_NO] ?? ''),
        [HEADERS.signature]: hmacHex(settings.secrets[SIGN_KEY] ?? '', request.body),
      },
    };
  },
  refusal: refusalByCode({ code: 'ReturnCode', message: 'ErrorMessage', ok: OK_CODE }),
};
