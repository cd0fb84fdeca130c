import { pageByName, useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback } from 'react';
import { smsTemplateDetail, smsTemplateSubmit, smsTemplateTest } from '../contract';

/** The template list (where the screen goes back to) and the send records, which a test adds to. */
export const TEMPLATES = pageByName('SmsTemplateManage')!;
const RECORDS = pageByName('SmsRecordManage')!;

/**
 * A template's review and test without the layout: the template with its latest tests, its submission for
 * review, and a test message. A write reads the template, its list and the send records again.
 */
export function useSmsTemplateTest(id: number | undefined) {
  const notify = useNotify();
  const read = useApiQuery(smsTemplateDetail, { id: id ?? 0 }, { enabled: id !== undefined && id > 0 });
  const submit = useApiWrite(smsTemplateSubmit, [TEMPLATES.api[0]!]);
  const test = useApiWrite(smsTemplateTest, [RECORDS.api[0]!]);

  const submitNow = useCallback(async () => {
    if (!id) return;
    const done = await submit.mutateAsync({ id }).catch(() => undefined);
    if (done) notify.success(done.msg);
  }, [id, submit, notify]);

  const sendTest = useCallback(
    async (phone: string, variables: Record<string, string>): Promise<boolean> => {
      if (!id) return false;
      const done = await test.mutateAsync({ id, phone, variables }).catch(() => undefined);
      if (done) notify.success(done.msg);
      return done !== undefined;
    },
    [id, test, notify],
  );

  return {
    template: read.data,
    loading: read.isLoading,
    error: read.error,
    submitNow,
    sendTest,
    submitting: submit.isPending,
    sending: test.isPending,
  };
}
