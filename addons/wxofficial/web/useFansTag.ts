import { useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { fansTagInfo, fansTagSave } from '../contract';

/** A follower's tags without the layout: what WeChat has, the operator's choice since, and saving it. */
export function useFansTag(id: number) {
  const info = useApiQuery(fansTagInfo, { id }, { enabled: Number.isSafeInteger(id) && id > 0 });
  const save = useApiWrite(fansTagSave);
  const notify = useNotify();
  const [chosen, setChosen] = useState<number[]>();
  const current = chosen ?? info.data?.tag_ids ?? [];
  const submit = useCallback(async () => {
    if (!info.data || !chosen) return;
    const done = await save.mutateAsync({ id: info.data.id, tag_ids: chosen }).catch(() => undefined);
    // The choice stays on screen: once read again it is what WeChat holds.
    if (done) notify.success(done.msg);
  }, [info.data, chosen, save, notify]);
  const held = [...(info.data?.tag_ids ?? [])].sort((a, b) => a - b).join(',');
  return {
    fan: info.data,
    loading: info.isLoading,
    error: info.error,
    current,
    choose: (ids: number[]) => setChosen(ids),
    dirty: chosen !== undefined && [...chosen].sort((a, b) => a - b).join(',') !== held,
    submit,
    saving: save.isPending,
  };
}
