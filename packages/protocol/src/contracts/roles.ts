import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { line, plainText, recordId } from '../schemas';

/** Roles: a name, a description, the pages and the calls they allow. */

/** A list of strings sent as JSON text, or as a JSON array. */
const jsonStringList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(plainText(300)).max(3000),
) as unknown as z.ZodType<string[], string | string[]>;

const RoleFields = z.object({
  name: line(30).min(1),
  description: line(200).default(''),
  path_arr: jsonStringList,
  api_arr: jsonStringList,
});

/** A role's fields as its editor names them. */
const ROLE_LABELS = {
  name: T('角色名称'),
  description: T('角色描述'),
  path_arr: T('可访问页面'),
  api_arr: T('接口权限'),
};

const Role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  path_arr: z.array(z.string()),
  api_arr: z.array(z.string()),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});

export const roleManage = get('/v1/seller/role/rolemanage', {
  summary: "The store's roles, a page at a time (with `_count_sum`, their count)",
  labels: ROLE_LABELS,
  query: z.object({
    page: z.coerce.number<number | string>().int().min(1).default(1),
    limit: z.coerce.number<number | string>().int().min(1).max(500).default(20),
    name: line(30).default(''),
    /** One role by id (the editor opens it); none of this store's is an empty page. */
    id: recordId.optional(),
    _count_sum: z.string().max(5).optional(),
  }),
  response: z.union([z.array(Role), z.object({ count: z.number().int(), totalrow: z.object({}) })]),
});

export const roleAdd = post('/v1/seller/role/roleadd', {
  summary: 'Add a role; its pages and calls must be of the store’s route set',
  labels: ROLE_LABELS,
  body: RoleFields,
  response: Role,
});

export const roleEdit = post('/v1/seller/role/roleedit', {
  summary: 'Edit a role',
  labels: ROLE_LABELS,
  body: RoleFields.extend({ id: recordId }),
  response: Role,
});

export const roleDel = get('/v1/seller/role/roledel', {
  summary:
    'Delete a role no account holds (a GET, as the console has always called it; it is a write all the same)',
  write: true,
  query: z.object({ id: recordId }),
  response: z.object({ id: z.number().int(), name: z.string() }),
});
