import { randomBytes } from 'node:crypto';
import { refusalByCode, type ServiceSpec, T } from '@yanye/addon-kit/server';
import { authorizationHeader, hmacHex, pathWithQuery, requestMessage } from './provider';

/** The setting names of the add-on's setup (addon.ts declares their fields). */
export const MCH_ID = 'mch_id';
export const API_KEY = 'api_key';

/**
 * The payment provider (provider.ts describes its API): each request signed with the merchant's API key in the
 * `Authorization` header; a refusal is a 2xx answer whose `code` is not `SUCCESS`.
 */
export const settlementService: ServiceSpec = {
  key: 'settlement',
  title: T('支付机构结算接口'),
  sign(request, settings, now) {
    const mchid = String(settings.values[MCH_ID] ?? '');
    const key = settings.secrets[API_KEY] ?? '';
    const nonce = randomBytes(16).toString('hex');
    const timestamp = String(now);
    const signature = hmacHex(
      key,
      requestMessage(
        request.method,
        pathWithQuery(request.path, request.query),
        timestamp,
        nonce,
        request.body,
      ),
    );
    return {
      ...request,
      headers: {
        ...request.headers,
        accept: 'application/json',
        authorization: authorizationHeader({ mchid, nonce, timestamp, signature }),
      },
    };
  },
  refusal: refusalByCode({ code: 'code', message: 'message', ok: 'SUCCESS' }),
};
