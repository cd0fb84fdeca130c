import {
  accountRoles,
  accounts,
  assertInStore,
  badInput,
  COMMON_TITLES,
  col,
  conflict,
  defineResource,
  departments,
  ENABLED_OPTIONS,
  exportTasks,
  extraField,
  field,
  hashPassword,
  joinTo,
  type OptionsSource,
  quickMenus,
  roles,
  type StoreDb,
  sessions,
  tableOptions,
} from '@yanye/framework/server';
import { type Lang, T } from '@yanye/i18n';
import { API, passwordProblem } from '@yanye/protocol';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { generatePassword, showOnce } from './operator-password';
import { assertWithinReach, rolesOf } from './operator-reach';
import { hasRecords } from './operator-records';

/**
 * The store's operators (/sys/permission/management/operators): the accounts that sign in to the console with
 * the store's login name and their own username. The main account is listed too (as 超级管理员) but is edited in
 * its own profile, never here.
 */

const MESSAGES = {
  username: T('用户名'),
  usernameTip: T('3 至 30 位字母、数字、_ . -；操作员登录时另填店铺账号'),
  usernameRule: T('用户名须为 3 至 30 位字母、数字或 _ . -'),
  nickName: T('昵称'),
  realName: T('姓名'),
  phone: T('手机号', 'phone2'),
  roles: T('角色'),
  dept: T('部门', 'dept'),
  password: T('登录密码'),
  passwordTip: T(
    '8 至 64 位，含字母和数字。添加时留空则自动生成一个强密码并只显示一次；编辑时留空则不修改。对方首次登录须修改密码。',
  ),
  lastLogin: T('最后登录'),
  superAdmin: T('超级管理员'),
  mainAccount: T('主账号不能在此编辑、停用或删除，请在“修改个人资料”中修改'),
  notSelfDisable: T('不能停用自己的账号'),
  notSelfDelete: T('不能删除自己的账号'),
  notSelfReset: T('不能重置自己的密码，请在“修改密码”中修改'),
  hasRecords: T('操作员“{username}”已有单据、库存流水或打卡等业务记录，不能删除；请改为停用'),
};

/**
 * Letters (of any script: a Chinese name is a username too), digits, `_`, `.`, `-` and the middle dot of
 * transcribed names (买买提·艾力), 3 to 30 of them: nothing that looks like a space or a separator at sign-in.
 */
const USERNAME = /^[\p{L}\p{N}_.\-·]{3,30}$/u;

const a = accounts;

/** The store's roles for the form to pick from. */
const roleChoices = tableOptions(roles, roles.id, roles.name);

/** The roles filter of the list: the store's roles, and the main account's implicit one (0). */
const roleFilter: OptionsSource = {
  async load(db, lang: Lang) {
    return [{ value: 0, label: MESSAGES.superAdmin[lang] }, ...(await roleChoices.load(db, lang))];
  },
};

/**
 * The roles an account holds, as an array of ids (0 for the main account's implicit admin), null for none. The
 * subquery is tied to the listed row's store and id, so it reads only that row's own roles.
 */
const roleIds = sql<number[] | null>`case when ${a.isMain} then array[0] else (
  select array_agg(${accountRoles.roleId}::int order by ${accountRoles.roleId}) from ${accountRoles}
  where ${accountRoles.supplierId} = ${a.supplierId} and ${accountRoles.accountId} = ${a.id}) end`;

/** Ends every open session of the accounts (their next call is refused): a disable, a reset, a delete. */
async function endSessions(db: StoreDb, ids: readonly number[], now: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(inArray(sessions.accountId, [...ids]), isNull(sessions.revokedAt)));
}

/** One account per mobile in a store: an SMS sign-in must know whom it signs in (the database holds it too). */
async function assertPhoneFree(db: StoreDb, phone: string, id: number | undefined): Promise<void> {
  const [taken] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.phone, phone), id === undefined ? undefined : ne(a.id, id)))
    .limit(1);
  if (taken) throw conflict('phoneTaken', { phone });
}

/** Sets a password someone else chose (or the server made): usable at once, to be changed at the next sign-in. */
async function setTemporaryPassword(db: StoreDb, id: number, password: string, now: number): Promise<void> {
  await db
    .update(a)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      passwordChangedAt: now,
      failedLogins: 0,
      lockedUntil: null,
    })
    .where(eq(a.id, id));
}

export const operatorResource = defineResource({
  entity: 'Operator',
  table: accounts,
  joins: [joinTo(a.deptId)],
  columns: [
    col.text(a.username, MESSAGES.username, {
      sortable: true,
      filter: 'text',
      width: 140,
      form: { required: true, min: 3, max: 30, unique: true, tip: MESSAGES.usernameTip },
    }),
    col.text(a.nickName, MESSAGES.nickName, { filter: 'text', form: { required: true, max: 30 } }),
    col.text(a.realName, MESSAGES.realName, { filter: 'text', form: { max: 30 } }),
    col.text(a.phone, MESSAGES.phone, {
      filter: 'text',
      width: 130,
      form: { type: 'phone', phone: 'mobile' },
    }),
    col.computed('checkbox', roleIds, MESSAGES.roles, {
      as: 'role_ids',
      filter: 'select',
      options: roleFilter,
    }),
    extraField('role_ids', MESSAGES.roles, 'select', {
      required: true,
      multiple: true,
      options: roleChoices,
    }),
    col.text(departments.name, MESSAGES.dept, { as: 'dept', filter: 'text' }),
    field(a.deptId, MESSAGES.dept, 'tree', { optionsApi: API.jxc.deptTree, default: 0 }),
    extraField('password', MESSAGES.password, 'text', { max: 64, tip: MESSAGES.passwordTip }),
    col.onOff(a.status, ENABLED_OPTIONS),
    col.datetime(a.lastLoginAt, MESSAGES.lastLogin, { sortable: true }),
    col.created(a.createdAt, { filter: false }),
    // What the list's buttons and the engine's checks go by: the main account is not edited here.
    col.computed('hide', sql<number>`${a.isMain}::int`, COMMON_TITLES.id, {
      as: 'is_main',
      visible: false,
      exportable: false,
    }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  editableWhen: { condition: { is_main: [0] }, message: MESSAGES.mainAccount },
  exportable: true,
  exportAsync: true,
  actions: {
    ResetPassword: {
      when: { is_main: [0] },
      confirm: true,
      async run({ db, principal, deps, lang }, row) {
        if (row.isMain) throw conflict(MESSAGES.mainAccount);
        if (row.id === principal.accountId) throw conflict(MESSAGES.notSelfReset);
        await assertWithinReach(db, principal.accountId, await rolesOf(db, [row.id]));
        const password = generatePassword(row.username);
        await setTemporaryPassword(db, row.id, password, deps.now());
        // Whoever holds the old password is signed out with it.
        await endSessions(db, [row.id], deps.now(), 'reset');
        return { id: row.id, ...showOnce(password, row.username, lang) };
      },
    },
  },
  async beforeSave(db, values, id, ctx) {
    if (values.username !== undefined && !USERNAME.test(values.username))
      throw badInput(MESSAGES.usernameRule);
    if (id !== undefined) await assertWithinReach(db, ctx.accountId, await rolesOf(db, [id]));
    // The department is the store's before anything is compared with the store's other accounts.
    if (values.deptId !== undefined) await assertInStore(db, a.deptId, [values.deptId], 'dept_id');
    if (values.phone) {
      await assertPhoneFree(db, values.phone, id);
    }
    if (id !== undefined && Number(values.status) === 0) {
      if (id === ctx.accountId) throw conflict(MESSAGES.notSelfDisable);
      // A disabled account's sessions end now: its next call is refused (the principal loader checks both).
      await endSessions(db, [id], ctx.now, 'disabled');
    }
    // The password is set once the account is written (`extra`); until then none matches it.
    return id === undefined ? { ...values, passwordHash: '!' } : values;
  },
  extra: {
    async read(db, id) {
      const held = await db
        .select({ roleId: accountRoles.roleId })
        .from(accountRoles)
        .where(eq(accountRoles.accountId, id))
        .orderBy(accountRoles.roleId);
      // A password is never read back: the form starts it empty.
      return { role_ids: held.map((r) => Number(r.roleId)), password: '' };
    },
    async save(db, id, values, ctx) {
      const roleList = values.role_ids as readonly (string | number)[] | undefined;
      if (roleList !== undefined) {
        if (roleList.length === 0) throw badInput('fieldRequired', { field: 'role_ids' });
        await assertWithinReach(db, ctx.accountId, roleList.map(Number));
        await db.delete(accountRoles).where(eq(accountRoles.accountId, id));
        const roleIdsChosen = [...new Set(roleList.map(Number))];
        await db.insert(accountRoles).values(roleIdsChosen.map((roleId) => ({ accountId: id, roleId })));
      }
      const typed = typeof values.password === 'string' ? values.password : '';
      if (!ctx.created && typed === '') return undefined;
      const [row] = await db.select({ username: a.username }).from(a).where(eq(a.id, id));
      const username = row?.username ?? '';
      if (typed !== '') {
        const problem = passwordProblem(typed, username);
        if (problem) throw badInput(problem);
      }
      const password = typed || generatePassword(username);
      await setTemporaryPassword(db, id, password, ctx.now);
      if (!ctx.created) await endSessions(db, [id], ctx.now, 'reset');
      // A password the administrator typed is theirs to tell; one the server made is shown to them once.
      return typed ? undefined : showOnce(password, username, ctx.lang);
    },
  },
  async beforeDelete(db, ids, ctx) {
    const rows = await db
      .select({ id: a.id, username: a.username, isMain: a.isMain })
      .from(a)
      .where(inArray(a.id, [...ids]));
    if (rows.some((r) => r.isMain)) throw conflict(MESSAGES.mainAccount);
    if (rows.some((r) => r.id === ctx.accountId)) throw conflict(MESSAGES.notSelfDelete);
    await assertWithinReach(db, ctx.accountId, await rolesOf(db, ids));
    // What is the operator's own goes with them: shortcuts and export tasks (their files are swept later).
    // Sessions and role grants go by their keys' cascade; a deleted account's token is refused on its next call.
    await db.delete(quickMenus).where(inArray(quickMenus.accountId, [...ids]));
    await db.delete(exportTasks).where(inArray(exportTasks.accountId, [...ids]));
    await endSessions(db, ids, ctx.now, 'deleted');
    // A refusal here rolls all of that back with the request.
    for (const r of rows) {
      if (await hasRecords(db, r.id)) throw conflict(MESSAGES.hasRecords, { username: r.username });
    }
  },
});
