import { UPLOAD_LIMITS, type UploadKind } from '@yanye/protocol';
import type { UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { mediaUrl, thumbUrl, uploadProblem } from '../../api/media';
import { useUpload } from '../../hooks/upload/useUpload';
import { currentLang } from '../../i18n/lang';
import { upt } from './texts';

/** A field's value as a list: one link, several, or none. */
export function valuesOf(value: string | readonly string[] | undefined | null): string[] {
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export interface UploadListProps {
  readonly kind: UploadKind;
  readonly value?: string | readonly string[] | null;
  readonly onChange?: (value: string | string[]) => void;
  /** How many files the field holds; 1 keeps one link (a new upload replaces it). */
  readonly max: number;
  /** Says why a chosen file was refused (a toast). */
  readonly onRefused: (text: string) => void;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const typesOf = (kind: UploadKind) =>
  UPLOAD_LIMITS[kind].extensions
    .map((e) => e.toUpperCase())
    .join(['zh', 'ja'].includes(currentLang()) ? '、' : ', ');

/**
 * The state of an upload field, free of antd's components: the files shown (the field's links, and those on
 * their way), and what choosing and removing do to the field's value.
 */
export function useUploadList({ kind, value, onChange, max, onRefused }: UploadListProps) {
  const send = useUpload(kind);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const key = valuesOf(value).join('\n');
  // The links, the same array while the value holds the same links (a new array each render would redo the list).
  const links = useMemo(() => (key ? key.split('\n') : []), [key]);

  const fileList = useMemo<UploadFile[]>(
    () => [
      ...links.map((link, i) => ({
        uid: `${i}:${link}`,
        name: link.slice(link.lastIndexOf('/') + 1),
        status: 'done' as const,
        url: mediaUrl(link),
        thumbUrl: kind === 'image' ? thumbUrl(link) : undefined,
      })),
      ...pending,
    ],
    [links, pending, kind],
  );

  const commit = (next: string[]) => onChange?.(max === 1 ? (next.at(-1) ?? '') : next.slice(0, max));

  /** Checks the file, sends it, and puts its link in the value; false keeps antd from sending it itself. */
  const choose = (file: File): false => {
    const problem = uploadProblem(file, kind);
    if (problem) {
      const limit = megabytes(UPLOAD_LIMITS[kind].maxBytes);
      onRefused(
        problem === 'type'
          ? upt('badType', { name: file.name, types: typesOf(kind) })
          : upt('tooLarge', { name: file.name, limit }),
      );
      return false;
    }
    const uid = `pending:${file.name}:${file.size}:${file.lastModified}`;
    setPending((list) => [
      ...list.filter((f) => f.uid !== uid),
      { uid, name: file.name, status: 'uploading', percent: 50 },
    ]);
    send(file).then(
      (uploaded) => {
        setPending((list) => list.filter((f) => f.uid !== uid));
        commit([...links, uploaded.url]);
      },
      (error: unknown) => {
        setPending((list) => list.filter((f) => f.uid !== uid));
        onRefused(error instanceof Error ? error.message : String(error));
      },
    );
    return false;
  };

  const remove = (file: UploadFile) => {
    if (file.status === 'uploading') return;
    const index = fileList.indexOf(file);
    commit(links.filter((_, i) => i !== index));
  };

  const hint = upt(kind === 'image' ? 'imageHint' : 'fileHint', {
    types: typesOf(kind),
    limit: megabytes(UPLOAD_LIMITS[kind].maxBytes),
  });
  const full = links.length >= max;
  const busy = pending.length > 0;
  return { fileList, choose, remove, hint, full, busy };
}
