import { API, type Uploaded, type UploadKind } from '@yanye/protocol';
import { useCallback, useRef } from 'react';
import { upload } from '../../api/client';
import { ActionKeys } from '../useWrite';

const CONTRACTS = { image: API.upload.uploadImage, file: API.upload.uploadFile } as const;

/**
 * Sends a chosen file to `UploadImage` or `UploadFile` as one user action: the same file sent again (a retry
 * after the network dropped) carries the same key and is stored once.
 */
export function useUpload(kind: UploadKind): (file: File) => Promise<Uploaded> {
  const keys = useRef(new ActionKeys<Uploaded>());
  return useCallback(
    (file: File) =>
      keys.current.run({ name: file.name, size: file.size, modified: file.lastModified }, (key) =>
        upload(CONTRACTS[kind], file, {}, key).then((answer) => answer.data),
      ),
    [kind],
  );
}
