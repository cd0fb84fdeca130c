import { useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { replyAttentionInfo, replyAttentionSave } from '../contract';

export interface WelcomeForm {
  readonly enabled: 0 | 1;
  readonly type: 'text' | 'image';
  readonly content: string;
  readonly media_id: string;
  readonly image: string;
}

/**
 * The welcome reply without its layout: what is saved, the operator's edits since (none until the first),
 * whether they differ from it, and saving them.
 */
export function useReplyAttention() {
  const info = useApiQuery(replyAttentionInfo);
  const save = useApiWrite(replyAttentionSave);
  const notify = useNotify();
  const [edits, setEdits] = useState<WelcomeForm>();
  const saved = info.data;
  const kept: WelcomeForm | undefined = saved && {
    enabled: saved.enabled === 1 ? 1 : 0,
    type: saved.type,
    content: saved.content,
    media_id: saved.media_id,
    image: saved.image,
  };
  const form = edits ?? kept;
  const dirty = edits !== undefined && JSON.stringify(edits) !== JSON.stringify(kept);
  const set = useCallback(
    (patch: Partial<WelcomeForm>) => {
      if (form) setEdits({ ...form, ...patch });
    },
    [form],
  );
  const submit = useCallback(async () => {
    if (!edits) return;
    const done = await save.mutateAsync(edits).catch(() => undefined);
    // The edits stay on screen: once read again they are what is saved.
    if (done) notify.success(done.msg);
  }, [edits, save, notify]);
  return {
    loading: info.isLoading,
    error: info.error,
    saved,
    form,
    set,
    submit,
    dirty,
    saving: save.isPending,
  };
}
