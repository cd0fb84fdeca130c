import { Modal, message } from 'antd';
import { st } from '../shell/texts';
import { session } from './session';

/** A refused call: the server's message in the user's language, its machine code and marker. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly data: unknown,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let toDashboard: () => void = () => window.location.assign('/dashboard');
let askingToSignIn = false;

/** The shell tells the error catalogue how to reach the dashboard without reloading. */
export function setDashboardRoute(go: () => void): void {
  toDashboard = go;
}

/**
 * The error catalogue of SPEC.md §8, in one place: a dead session asks to sign in again and reloads; no
 * permission says so for 5 seconds and goes to the dashboard; network failures stay 5 seconds, other refusals 4.
 * A captcha refresh marker is the sign-in page's business and is not shown.
 */
export function reportError(error: unknown): void {
  const e = error instanceof ApiError ? error : undefined;
  const text = error instanceof Error ? error.message : String(error);
  if (e?.data === 'login') {
    if (askingToSignIn) return;
    askingToSignIn = true;
    Modal.confirm({
      title: st('prompt'),
      content: text || st('loginAgain'),
      okText: st('confirm'),
      cancelText: st('cancel'),
      onOk: () => {
        session.clear();
        window.location.reload();
      },
      afterClose: () => {
        askingToSignIn = false;
      },
    });
    return;
  }
  if (e?.data === 'refresh_captcha') return;
  if (e?.code === 'NO_PERMISSION') {
    void message.error(text, 5).then(() => toDashboard());
    return;
  }
  void message.error(text, e?.code === 'NETWORK' ? 5 : 4);
}
