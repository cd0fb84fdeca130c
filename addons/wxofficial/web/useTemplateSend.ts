import { useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useMemo, useState } from 'react';
import { templateSend, templateSendInfo } from '../contract';
import { renderTemplate } from '../template-fields';

/** The example's value of each field, read off its line (`商品名称：精制碘盐` fills the 商品名称 field). */
function exampleValues(example: string, fields: readonly { name: string; label: string }[]) {
  const out: Record<string, string> = {};
  for (const line of example.split(/\r?\n/)) {
    const [label, ...rest] = line.split(/[：:]/);
    const field = fields.find((f) => f.label === label?.trim());
    if (field && rest.length > 0) out[field.name] = rest.join('：').trim();
  }
  return out;
}

/**
 * A test send without its layout: the template's fields, the values typed (or the example's), the follower
 * picked and the link, what the follower would read, and the send.
 */
export function useTemplateSend(id: number) {
  const info = useApiQuery(templateSendInfo, { id }, { enabled: Number.isSafeInteger(id) && id > 0 });
  const send = useApiWrite(templateSend);
  const notify = useNotify();
  const [values, setValues] = useState<Record<string, string>>({});
  const [fanId, setFanId] = useState<number>();
  const [url, setUrl] = useState('');
  const tpl = info.data;
  const preview = useMemo(() => (tpl ? renderTemplate(tpl.content, values) : ''), [tpl, values]);

  const fillExample = useCallback(() => {
    if (tpl) setValues(exampleValues(tpl.example, tpl.fields));
  }, [tpl]);

  const submit = useCallback(async () => {
    if (!tpl || fanId === undefined) return;
    const body = { id: tpl.id, fan_id: fanId, data: values, ...(url.trim() ? { url: url.trim() } : {}) };
    const done = await send.mutateAsync(body).catch(() => undefined);
    if (done) notify.success(done.msg);
  }, [tpl, fanId, values, url, send, notify]);

  return {
    tpl,
    loading: info.isLoading,
    error: info.error,
    values,
    setValue: (name: string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    fillExample,
    fanId,
    pickFan: (value: unknown) => {
      const n = Number(value);
      setFanId(Number.isSafeInteger(n) && n > 0 ? n : undefined);
    },
    url,
    setUrl,
    preview,
    submit,
    sending: send.isPending,
    ready:
      tpl?.status === 'active' &&
      fanId !== undefined &&
      (tpl?.fields ?? []).every((f) => (values[f.name] ?? '').trim() !== ''),
  };
}
