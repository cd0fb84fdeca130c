import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmRowAction,
  explainFailures,
  launchBrowser,
  pickOption,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const ROLES = '/sys/permission/management/role';
const OPERATORS = '/sys/permission/management/operators';
const OPERATOR_LOG = '/sys/permission/management/operatorlog';
const ACCESS_USERS = '/sys/safemanage/accessuser/manage';

/**
 * A store admin makes a role, an operator with it; the operator signs in, changes the password the admin set,
 * and sees only the role's pages; the admin reads what was done in the operator log and signs the operator out.
 */
describe('the system section: roles, operators, the operator log, access users', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;
  let admin: Page;
  let operator: Page;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('makes a role from the page tree: a list allowed, its buttons not', async () => {
    ({ page: admin } = await strictPage(browser));
    page = admin;
    await signIn(admin, server.url, `${ROLES}/add`);
    await admin.getByLabel('角色名称').fill('公告查看员');
    await admin.getByLabel('角色描述').fill('只能查看通知公告');
    // The tree draws what is in sight: fold it, open the content section, tick its notices.
    await admin.getByRole('button', { name: '全部收起' }).click();
    const node = (title: string) =>
      admin.locator('.ant-tree-treenode').filter({ hasText: new RegExp(`^${title}$`) });
    await node('内容').locator('.ant-tree-switcher').click();
    await node('通知公告').locator('.ant-tree-checkbox').click();
    await node('通知公告').locator('.ant-tree-checkbox-checked').waitFor();
    // Ticking a list ticks its buttons: untick them, and the list stays, half ticked.
    await node('通知公告').locator('.ant-tree-switcher').click();
    for (const button of ['添加', '编辑', '删除']) await node(button).locator('.ant-tree-checkbox').click();
    await node('通知公告').locator('.ant-tree-checkbox-indeterminate').waitFor();
    await admin.getByRole('button', { name: /保\s?存/ }).click();
    await admin.waitForURL(`${server.url}${ROLES}`);
    const row = admin.locator('.ant-table-row', { hasText: '公告查看员' });
    await row.waitFor();
  });

  it('adds an operator with that role and a password the operator must change', async () => {
    page = admin;
    await admin.goto(`${server.url}${OPERATORS}/manage`);
    await admin.locator('a:visible', { hasText: /^添\s?加$/ }).click();
    await admin.waitForURL(`${server.url}${OPERATORS}/add`);
    const form = admin.locator('.generic-form:visible');
    await form.getByLabel('用户名', { exact: true }).fill('notice_reader');
    await form.getByLabel('昵称').fill('小周');
    await form.getByLabel('手机号').fill('13700002222');
    await form.getByLabel('角色', { exact: true }).click();
    await pickOption(admin, '公告查看员');
    await form.getByLabel('登录密码').fill('Start@2026a');
    await admin.getByRole('button', { name: /保\s?存/ }).click();
    await admin.getByText('已添加').waitFor();
    await admin.waitForURL(`${server.url}${OPERATORS}/manage`);
    await admin.locator('.ant-table-row', { hasText: 'notice_reader' }).waitFor();
  });

  it('signs in as the operator, who changes the password first and then sees only the role’s pages', async () => {
    ({ page: operator } = await strictPage(browser));
    page = operator;
    await operator.goto(`${server.url}/index`);
    await operator.getByLabel('店铺账号（操作员登录时填写）').fill('xinyan');
    await operator.getByLabel('用户名', { exact: true }).fill('notice_reader');
    await operator.getByLabel('密码', { exact: true }).fill('Start@2026a');
    await operator.getByRole('button', { name: '登 录' }).click();
    await operator.waitForURL(/\/profile\/pwd\/edit$/);
    await operator.getByLabel('原密码').fill('Start@2026a');
    await operator.getByLabel('新密码', { exact: true }).fill('MyNotice@2026');
    await operator.getByLabel('确认新密码').fill('MyNotice@2026');
    await operator.getByRole('button', { name: /保\s?存/ }).click();
    await operator.getByText('已保存').waitFor();

    await operator.goto(`${server.url}/content/notification/manage`);
    await operator.locator('.ant-table-row').first().waitFor();
    // The list, not its buttons; and no section the role does not name.
    expect(await operator.getByRole('button', { name: /新\s?增|添加/ }).count()).toBe(0);
    const rail = await operator.locator('.shell-rail-item').allTextContents();
    expect(rail.join(' ')).not.toMatch(/商品|库存|系统/);
    await operator.goto(`${server.url}/goods/list/manageShow`);
    await operator.getByText('抱歉，您没有访问该页面的权限').waitFor();
  });

  it('shows the admin what was done, page and action, in the operator log', async () => {
    page = admin;
    await admin.goto(`${server.url}${OPERATOR_LOG}`);
    const roleRow = admin.locator('.ant-table-row', { hasText: '公告查看员' }).first();
    await roleRow.waitFor();
    expect(await roleRow.textContent()).toContain('salt_admin');
    await admin.locator('.ant-table-row', { hasText: 'notice_reader' }).first().waitFor();
  });

  it('signs the operator out from access users: their next step asks them to sign in again', async () => {
    page = admin;
    await admin.goto(`${server.url}${ACCESS_USERS}`);
    const row = admin.locator('.ant-table-row', { hasText: 'notice_reader' });
    await row.waitFor();
    await confirmRowAction(admin, row, /删\s?除|下线/, '删除访问用户');
    await admin.getByText('已删除').waitFor();

    page = operator;
    await operator.goto(`${server.url}/content/notification/manage`);
    await operator.waitForURL(/\/index\?redirect=/);
  });
});
