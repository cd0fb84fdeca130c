import { apiHost, type Credentials, sendAs, uploadAs } from '@yanye/framework/web';
import { API, type Contract, type InputOf, type OutputOf } from '@yanye/protocol';

/**
 * Calls made as the applicant of a store application (/business): signed by the console's one client, with the
 * applicant token where a signed-in user's access token goes (the `accesstoken` header), so the token is never
 * in a URL and the server's logs redact it. The console's own session is left alone: an applicant is nobody's
 * user yet.
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

const asApplicant = (): Credentials => ({ token: applicantToken.get(), suid: '' });

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
  // What is not said is not sent (the forms leave optional fields undefined or null).
  const params = Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null),
  );
  return sendAs(asApplicant(), contract, params as InputOf<C>);
}

/** Texts the applicant a code, to register or to find an application by its phone (`useCodeSender` counts down). */
export function sendEnterCode(type: 'register' | 'find', phone: string) {
  return applicantSend(API.onboarding.enterVerifySend, { phone: phone.trim(), type });
}

/** Uploads a licence image as the applicant (multipart `file`; only the timestamp is signed). */
export async function applicantUpload<C extends Contract>(contract: C, file: File): Promise<OutputOf<C>> {
  return (await uploadAs(asApplicant(), contract, file)).data;
}

/** Where a file the server answered as a path (`/files/enter/…`) is shown from. */
export function fileUrl(path: string): string {
  return path.startsWith('/') ? `${apiHost()}${path}` : path;
}
