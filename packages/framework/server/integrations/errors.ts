/** An outside service could not be reached or refused the request; the message is for the log only. */
export class IntegrationError extends Error {
  constructor(
    readonly service: 'sms' | 'wechat' | 'erp' | 'pay',
    message: string,
  ) {
    super(`${service}: ${message}`);
    this.name = 'IntegrationError';
  }
}

/** How long a call to an outside service may take. */
export const OUTSIDE_TIMEOUT_MS = 5000;
