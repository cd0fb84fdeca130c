import { z } from 'zod';
import { get, post } from '../contract';
import { recordId } from '../schemas';

/** The signed-in user's async export tasks. */

export const EXPORT_STATUS = { queued: 0, running: 1, done: 2, failed: 3 } as const;

export const exportManage = get('/v1/seller/export/ExportManage', {
  summary: "The signed-in user's export tasks, newest first; `excel` is a signed link, empty once expired",
  access: 'base',
  query: z.object({
    page: z.coerce.number<number | string>().int().min(1).default(1),
    limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  }),
  response: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      /** 0 queued, 1 running, 2 done, 3 failed. */
      status: z.number().int().min(0).max(3),
      rows: z.number().int(),
      created_at: z.number().int(),
      expires_at: z.number().int().nullable(),
      excel: z.string(),
    }),
  ),
});

export const exportDel = post('/v1/seller/export/ExportDel', {
  summary: 'Remove an export task and its file',
  access: 'base',
  body: z.object({ id: recordId }),
  response: z.object({ id: z.number().int() }),
});
