import {
  type Contract,
  computeSign,
  type Envelope,
  HEADERS,
  type InputOf,
  type OutputOf,
} from '@yanye/protocol';
import { ApiError, apiHost, serverNow } from '../../api/client';
import { currentLang } from '../../i18n/lang';

/**
 * Calls made as the applicant of a store application (/business): signed as every call is, with the applicant
 * token where a signed-in user's access token goes (the `accesstoken` header), so the token is never in a URL
 * and the server's logs redact it. The console's own session is left alone: an applicant is nobody's user yet.
 */

const TOKEN_KEY = 'enterToken';

/** The applicant token kept in this browser (30 days), so a reload or a return days later goes on. */
export const applicantToken = {
  get(): string {
    try {
      return localStorage.getItem(TOKEN_KEY) ?? '';
    } catch {
      return '';
    }
  },
  set(token: string): void {
    try {
      if (token) localStorage.setItem(TOKEN_KEY, token);
      else localStorage.removeItem(TOKEN_KEY);
    } catch (error) {
      console.warn('localStorage unavailable', error);
    }
  },
};

function headers(timestamp: number, sign: string, token: string): Record<string, string> {
  return {
    [HEADERS.device]: 'web',
    [HEADERS.timestamp]: String(timestamp),
    [HEADERS.accessToken]: token,
    [HEADERS.supplierUid]: '',
    [HEADERS.lang]: currentLang(),
    [HEADERS.sign]: sign,
  };
}

async function answer<T>(response: Response): Promise<{ data: T; msg: string }> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new ApiError(`HTTP ${response.status}`, 'NETWORK', null, response.status);
  if (!body.status) throw new ApiError(body.msg, body.code, body.data, response.status);
  return { data: body.data, msg: body.msg };
}

async function fetched(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 'NETWORK', null, 0);
  }
}

/** A call of an onboarding contract, with the applicant token when there is one: its data. */
export async function applicantCall<C extends Contract>(
  contract: C,
  input: InputOf<C> = {} as InputOf<C>,
): Promise<OutputOf<C>> {
  return (await applicantSend(contract, input)).data;
}

/** The same, with the answer's message (a code sent says for how long it is good). */
export async function applicantSend<C extends Contract>(
  contract: C,
  input: InputOf<C> = {} as InputOf<C>,
): Promise<{ data: OutputOf<C>; msg: string }> {
  const params = Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null),
  );
  const query =
    contract.method === 'GET'
      ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))
      : {};
  const signed = contract.method === 'GET' ? query : params;
  const timestamp = serverNow();
  const init: RequestInit = {
    method: contract.method,
    headers: headers(timestamp, computeSign(signed, timestamp, __SIGN_SALT__), applicantToken.get()),
  };
  let url = `${apiHost()}${contract.path}`;
  if (contract.method === 'GET') {
    const search = new URLSearchParams(query).toString();
    if (search) url += `?${search}`;
  } else {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(params);
  }
  return answer<OutputOf<C>>(await fetched(url, init));
}

/** Uploads a licence image as the applicant (multipart `file`; only the timestamp is signed). */
export async function applicantUpload<C extends Contract>(contract: C, file: File): Promise<OutputOf<C>> {
  const timestamp = serverNow();
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await answer<OutputOf<C>>(
    await fetched(`${apiHost()}${contract.path}`, {
      method: 'POST',
      headers: headers(timestamp, computeSign({}, timestamp, __SIGN_SALT__), applicantToken.get()),
      body: form,
    }),
  );
  return data;
}

/** Where a file the server answered as a path (`/files/enter/…`) is shown from. */
export function fileUrl(path: string): string {
  return path.startsWith('/') ? `${apiHost()}${path}` : path;
}
