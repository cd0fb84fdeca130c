import { type KeyObject, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { formatYuan } from '@yanye/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type Integrations, localServices } from './index';
import { LOCAL_KEFU_PATH } from './kefu';
import { latestOutbox, type OutboxRow, recordOutbox } from './outbox';
import {
  LOCAL_PAY_PATH,
  notifySecret,
  PAY_NOTIFY_PATH,
  PAY_SIGNATURE_HEADER,
  PAYOUT_NOTIFY_PATH,
  type PaymentNotification,
  signNotification,
} from './payment';
import { localCode } from './wechat';

/**
 * The development pages of the local implementations, outside /v1 (no sign, no token):
 * - /dev/outbox (HTML) and /dev/outbox.json: the latest records of the outbox table;
 * - /dev/wechat/authorize: plays the WeChat scan and comes back with a code (local WeChat only);
 * - /dev/kefu/: a plain chat page for the customer-service window, framed by the console (local chat only);
 * - /dev/pay: plays the payer of an order of the local payment service (local payments only).
 * They hold sign-in codes, so DEV_PAGES=local (the default) serves them to this machine (loopback) only.
 */
export function registerDevPages(
  app: FastifyInstance,
  o: {
    config: Config;
    database: Database;
    integrations: Integrations;
    now: () => number;
    /** The server's secret: the local payment's notifications are signed with a key derived from it. */
    jwtKey: KeyObject;
  },
): void {
  const local = localServices(o.integrations);
  if (o.config.DEV_PAGES === 'off' || local.length === 0) return;
  const db = o.database.db;

  app.register(
    async (dev) => {
      // The chat form posts urlencoded; only these pages parse it.
      dev.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      dev.addHook('onRequest', async (request, reply) => {
        if (o.config.DEV_PAGES === 'local' && !isLoopback(request.ip)) {
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        }
      });

      const OutboxQuery = z.object({
        channel: z.enum(['sms', 'wechat', 'kefu', 'erp', 'pay']).optional().catch(undefined),
        limit: z.coerce.number().int().min(1).max(500).default(100).catch(100),
      });
      dev.get('/outbox.json', async (request) => {
        const q = OutboxQuery.parse(request.query ?? {});
        const rows = await latestOutbox(db, { channel: q.channel, limit: q.limit });
        return { status: true, msg: 'ok', data: rows.map(toWire) };
      });
      dev.get('/outbox', async (request, reply) => {
        const q = OutboxQuery.parse(request.query ?? {});
        const rows = await latestOutbox(db, { channel: q.channel, limit: q.limit });
        return html(reply, outboxPage(rows, local, q.channel));
      });

      if (o.integrations.wechat.mode === 'local') registerWechatPages(dev, db, o.now);
      if (o.integrations.kefu.mode === 'local') registerKefuPages(dev, db, o.now);
      if (o.integrations.payment.mode === 'local')
        registerPayPages(dev, app, db, o.now, notifySecret(o.config, o.jwtKey));
    },
    { prefix: '/dev' },
  );
}

/**
 * This machine's own addresses: 127/8 and ::1, also as IPv4-mapped IPv6. Not the private networks: anyone on
 * the LAN could read a sign-in code there and sign in as anyone.
 */
export function isLoopback(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}

/** A path on this origin (`/profile/user/wechat`), never another site: what the scan page may go back to. */
export function isLocalPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500;
}

const toWire = (r: OutboxRow) => ({
  id: r.id,
  channel: r.channel,
  recipient: r.recipient,
  template: r.template,
  body: r.body,
  params: r.params,
  created_at: r.createdAt,
});

function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function html(reply: FastifyReply, body: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

const STYLE = `<style>
body{font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:16px;color:#303133}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ebeef5;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f5f7fa}tr:nth-child(even) td{background:#fafafa}code{background:#f5f7fa;padding:0 4px}
.note{color:#909399}.btn{background:#409eff;color:#fff;border:0;border-radius:4px;padding:8px 16px;cursor:pointer}
input[type=text],textarea{border:1px solid #dcdfe6;border-radius:4px;padding:6px 8px;width:100%;box-sizing:border-box}
</style>`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${STYLE}</head><body>${body}</body></html>`;
}

function time(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

function outboxPage(
  rows: readonly OutboxRow[],
  local: readonly string[],
  channel: string | undefined,
): string {
  const tabs = ['', 'sms', 'wechat', 'kefu', 'erp', 'pay']
    .map((c) => {
      const label = c || 'all';
      return c === (channel ?? '')
        ? `<strong>${label}</strong>`
        : `<a href="/dev/outbox${c ? `?channel=${c}` : ''}">${label}</a>`;
    })
    .join(' · ');
  const body = rows
    .map(
      (r) =>
        `<tr><td>${r.id}</td><td>${time(r.createdAt)}</td><td>${escapeHtml(r.channel)}</td><td>${escapeHtml(r.recipient)}</td><td>${escapeHtml(r.template)}</td><td>${escapeHtml(r.body)}</td></tr>`,
    )
    .join('');
  return page(
    '本地发件箱 · Outbox',
    `<h2>本地发件箱 · Outbox</h2>
<p class="note">What the local implementations (${escapeHtml(local.join(', '))}) would have sent, newest first (UTC).
JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>. Reload to see new records.</p>
<p>${tabs}</p>
<table><thead><tr><th>#</th><th>time</th><th>channel</th><th>recipient</th><th>template</th><th>message</th></tr></thead>
<tbody>${body || '<tr><td colspan="6" class="note">nothing yet</td></tr>'}</tbody></table>`,
  );
}

function registerWechatPages(dev: FastifyInstance, db: Database['db'], now: () => number): void {
  const Authorize = z.object({
    redirect_uri: z.string().refine(isLocalPath),
    state: z.string().max(200).default(''),
  });

  dev.get('/wechat/authorize', async (request, reply) => {
    const q = Authorize.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'redirect_uri must be a path on this site');
    return html(
      reply,
      page(
        '微信扫码（本地）',
        `<h2>微信扫码授权（本地开发）</h2>
<p class="note">WECHAT_MODE=local: this page stands in for scanning the WeChat QR code. The same WeChat user always gets
the same openid, so a second account of the store binding it is refused as it would be in production.</p>
<form method="get" action="/dev/wechat/scan">
<input type="hidden" name="redirect_uri" value="${escapeHtml(q.data.redirect_uri)}">
<input type="hidden" name="state" value="${escapeHtml(q.data.state)}">
<p><label>微信用户 (WeChat user)<br><input type="text" name="user" value="demo" maxlength="40" required></label></p>
<p><button class="btn" type="submit">确认授权 (scan and allow)</button></p>
<p class="note">Goes back to <code>${escapeHtml(q.data.redirect_uri)}</code> with <code>code</code> and <code>state</code>.</p>
</form>`,
      ),
    );
  });

  const Scan = Authorize.extend({ user: z.string().trim().min(1).max(40) });
  dev.get('/wechat/scan', async (request, reply) => {
    const q = Scan.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'user and a redirect_uri on this site are required');
    const code = localCode(q.data.user);
    await recordOutbox(
      db,
      {
        channel: 'wechat',
        recipient: q.data.user,
        template: 'oauth_code',
        body: `微信用户 ${q.data.user} 扫码授权，授权码 ${code}`,
        params: { code, state: q.data.state },
      },
      now(),
    );
    const target = new URL(q.data.redirect_uri, 'http://local');
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.data.state);
    return reply.redirect(`${target.pathname}${target.search}`, 302);
  });
}

const Visitor = z.object({
  uuid: z
    .string()
    .trim()
    .regex(/^[\w.:@-]{1,64}$/),
  name: z.string().trim().max(40).default(''),
  appid: z.string().trim().max(64).default(''),
});

function registerKefuPages(dev: FastifyInstance, db: Database['db'], now: () => number): void {
  const chatPath = LOCAL_KEFU_PATH.replace(/^\/dev/, '');

  dev.get(chatPath, async (request, reply) => {
    const q = Visitor.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'uuid is required (letters, digits, . : @ _ -)');
    const history = (
      await latestOutbox(db, { channel: 'kefu', recipient: q.data.uuid, limit: 50 })
    ).reverse();
    return html(reply, chatPage(q.data, history));
  });

  const Say = Visitor.extend({ text: z.string().trim().min(1).max(1000) });
  dev.post(`${chatPath}send`, async (request: FastifyRequest, reply) => {
    const b = Say.safeParse(request.body ?? {});
    if (!b.success) return badRequest(reply, 'uuid and a message of 1 to 1000 characters are required');
    const { uuid, name, appid, text } = b.data;
    const at = now();
    await recordOutbox(
      db,
      { channel: 'kefu', recipient: uuid, template: 'visitor', body: text, params: { name, appid } },
      at,
    );
    await recordOutbox(
      db,
      {
        channel: 'kefu',
        recipient: uuid,
        template: 'reply',
        body: '您好，本地客服已收到您的消息（KEFU_HOST 未配置，这是开发用的本地客服）。',
        params: { appid },
      },
      at,
    );
    const back = new URLSearchParams({ uuid, name, appid });
    return reply.redirect(`${LOCAL_KEFU_PATH}?${back}`, 303);
  });
}

function chatPage(v: z.infer<typeof Visitor>, history: readonly OutboxRow[]): string {
  const lines = history
    .map((r) => {
      const who = r.template === 'visitor' ? escapeHtml(v.name || v.uuid) : '客服';
      return `<p><strong>${who}</strong> <span class="note">${time(r.createdAt)}</span><br>${escapeHtml(r.body)}</p>`;
    })
    .join('');
  return page(
    '在线客服（本地）',
    `<h3>在线客服 <span class="note">(local)</span></h3>
<div>${lines || '<p class="note">有什么可以帮您？ How can we help?</p>'}</div>
<form method="post" action="${LOCAL_KEFU_PATH}send">
<input type="hidden" name="uuid" value="${escapeHtml(v.uuid)}">
<input type="hidden" name="name" value="${escapeHtml(v.name)}">
<input type="hidden" name="appid" value="${escapeHtml(v.appid)}">
<p><textarea name="text" rows="3" maxlength="1000" required placeholder="输入消息 / message"></textarea></p>
<p><button class="btn" type="submit">发送 (send)</button></p>
</form>`,
  );
}

function badRequest(reply: FastifyReply, text: string) {
  return reply.code(400).type('text/plain; charset=utf-8').send(text);
}

const PayQuery = z.object({ out_trade_no: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
const Settle = PayQuery.extend({ result: z.enum(['paid', 'failed']) });

/** An amount the outbox recorded (cents as text), as the console shows money. */
function yuan(cents: string | undefined): string {
  return formatYuan(cents);
}

/**
 * The local payment service's payer: /dev/pay shows a pending order (recorded in the outbox when it was made)
 * with 支付成功 and 支付失败; either builds the notification the service would send, signs it as the service
 * would, delivers it to the server's own notification endpoint, records it (`pay`, `notify_paid` or
 * `notify_failed`) and sends the payer back to the order's return page.
 */
function registerPayPages(
  dev: FastifyInstance,
  app: FastifyInstance,
  db: Database['db'],
  now: () => number,
  secret: string,
): void {
  dev.get('/pay', async (request, reply) => {
    // Without an order: the payouts asked of the service, newest first, each with its outcome buttons.
    if (!(request.query as { out_trade_no?: unknown } | undefined)?.out_trade_no) {
      return html(reply, payoutsPage(await latestOutbox(db, { channel: 'pay', limit: 300 })));
    }
    const q = PayQuery.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'out_trade_no is required');
    const rows = await latestOutbox(db, { channel: 'pay', recipient: q.data.out_trade_no, limit: 50 });
    const order = rows.find((r) => r.template === 'order');
    if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('No such order');
    return html(
      reply,
      payPage(
        order,
        rows.filter((r) => r !== order),
      ),
    );
  });

  dev.post('/pay/settle', async (request: FastifyRequest, reply) => {
    const b = Settle.safeParse(request.body ?? {});
    if (!b.success) return badRequest(reply, 'out_trade_no and a result (paid or failed) are required');
    const rows = await latestOutbox(db, { channel: 'pay', recipient: b.data.out_trade_no, limit: 50 });
    const order = rows.find((r) => r.template === 'order' || r.template === 'payout');
    if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('No such order');
    const payout = order.template === 'payout';
    const notification: PaymentNotification = {
      out_trade_no: b.data.out_trade_no,
      trade_no: b.data.result === 'paid' ? `DEV${randomBytes(8).toString('hex').toUpperCase()}` : '',
      status: b.data.result,
      amount_cents: Number(order.params.amount_cents ?? 0),
      reason:
        b.data.result === 'failed'
          ? payout
            ? '本地模拟：收款账户信息有误'
            : '本地模拟：付款人取消或余额不足'
          : '',
    };
    const body = JSON.stringify(notification);
    const answer = await app.inject({
      method: 'POST',
      url: payout ? PAYOUT_NOTIFY_PATH : PAY_NOTIFY_PATH,
      payload: body,
      headers: { 'content-type': 'application/json', [PAY_SIGNATURE_HEADER]: signNotification(secret, body) },
    });
    await recordOutbox(
      db,
      {
        channel: 'pay',
        recipient: b.data.out_trade_no,
        template: `notify_${b.data.result}`,
        body,
        params: { status: b.data.result, answer: String(answer.statusCode) },
      },
      now(),
    );
    if (payout && answer.statusCode < 300) return reply.redirect(LOCAL_PAY_PATH, 303);
    const back = order.params.return_url ?? '';
    if (answer.statusCode < 300 && isLocalPath(back)) return reply.redirect(back, 303);
    return html(
      reply,
      page(
        '支付结果（本地）',
        `<h2>通知已发送 · Notification sent</h2>
<p>HTTP ${answer.statusCode}: <code>${escapeHtml(answer.body.slice(0, 500))}</code></p>
<p><a href="${LOCAL_PAY_PATH}?out_trade_no=${encodeURIComponent(b.data.out_trade_no)}">返回订单 (back to the order)</a></p>`,
      ),
    );
  });
}

function payPage(order: OutboxRow, events: readonly OutboxRow[]): string {
  const p = order.params;
  const history = events
    .map(
      (e) =>
        `<li>${time(e.createdAt)} · ${escapeHtml(e.template)} · HTTP ${escapeHtml(e.params.answer ?? '')}</li>`,
    )
    .join('');
  return page(
    '收银台（本地）',
    `<h2>收银台 · Checkout <span class="note">(PAY_MODE=local)</span></h2>
<p class="note">This page stands in for the payment service: pick an outcome, and it sends the signed notification the
service would send to <code>${escapeHtml(PAY_NOTIFY_PATH)}</code>, then goes back to the console.</p>
<table><tbody>
<tr><th>订单号 (out_trade_no)</th><td><code>${escapeHtml(p.out_trade_no)}</code></td></tr>
<tr><th>商品 (subject)</th><td>${escapeHtml(p.subject)}</td></tr>
<tr><th>金额 (amount)</th><td>${yuan(p.amount_cents)}</td></tr>
</tbody></table>
<form method="post" action="${LOCAL_PAY_PATH}/settle" style="margin-top:16px">
<input type="hidden" name="out_trade_no" value="${escapeHtml(p.out_trade_no)}">
<button class="btn" type="submit" name="result" value="paid">支付成功</button>
<button class="btn" type="submit" name="result" value="failed" style="background:#f56c6c">支付失败</button>
</form>
${history ? `<h3>通知记录 · Notifications</h3><ul>${history}</ul>` : ''}`,
  );
}

/**
 * The payouts the local service was asked for (withdrawals approved by the platform): each not yet notified
 * offers 已打款 (paid) and 打款失败 (failed), which send the signed notification as the service would.
 */
function payoutsPage(rows: readonly OutboxRow[]): string {
  const notified = new Set(rows.filter((r) => r.template.startsWith('notify_')).map((r) => r.recipient));
  const body = rows
    .filter((r) => r.template === 'payout')
    .map((r) => {
      const no = escapeHtml(r.recipient);
      const actions = notified.has(r.recipient)
        ? '<span class="note">notified</span>'
        : `<form method="post" action="${LOCAL_PAY_PATH}/settle" style="margin:0">
<input type="hidden" name="out_trade_no" value="${no}">
<button class="btn" type="submit" name="result" value="paid" data-payout="${no}">已打款 Paid</button>
<button class="btn" type="submit" name="result" value="failed" style="background:#f56c6c">打款失败 Failed</button>
</form>`;
      return `<tr><td>${time(r.createdAt)}</td><td><code>${no}</code></td><td>${escapeHtml(r.params.subject ?? '')}</td><td>${yuan(r.params.amount_cents)}</td><td>${actions}</td></tr>`;
    })
    .join('');
  return page(
    '打款（本地）',
    `<h2>打款 · Payouts <span class="note">(PAY_MODE=local)</span></h2>
<p class="note">Withdrawals the platform approved. Pick an outcome: the signed notification goes to
<code>${escapeHtml(PAYOUT_NOTIFY_PATH)}</code>, as the payment service would send it.</p>
<table><thead><tr><th>time</th><th>withdrawal</th><th>to</th><th>amount</th><th></th></tr></thead>
<tbody>${body || '<tr><td colspan="5" class="note">no payouts yet</td></tr>'}</tbody></table>`,
  );
}
