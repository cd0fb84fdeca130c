import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/handle';
import { devReceiverRequests } from '../../db/schema';
import { type ReceiverSpec, receiverState } from './receiver';

const esc = (value: unknown): string =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const time = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);

const STYLE = `<style>
body{font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:16px;color:#303133}
section{border:1px solid #ebeef5;border-radius:6px;padding:12px 16px;margin:0 0 16px}
h2{font-size:16px;margin:0 0 8px}table{border-collapse:collapse;width:100%;margin-top:8px;table-layout:fixed}
th,td{border:1px solid #ebeef5;padding:4px 6px;text-align:left;vertical-align:top;font-size:12px}
th{background:#f5f7fa}td.b{word-break:break-all;font-family:ui-monospace,monospace}th:first-child{width:150px}th:nth-child(4),th:nth-child(6){width:70px}
form{display:inline-block;margin:4px 12px 4px 0}input[type=text]{border:1px solid #dcdfe6;border-radius:4px;padding:3px 6px}
button{background:#409eff;color:#fff;border:0;border-radius:4px;padding:4px 12px;cursor:pointer}
.note{background:#f0f9eb;border:1px solid #e1f3d8;padding:8px 12px;border-radius:4px;margin-bottom:12px}
.muted{color:#909399}.mode-fail{color:#f56c6c}.mode-slow{color:#e6a23c}.mode-success{color:#67c23a}
nav a{margin-right:12px}
</style>`;

const MODES = [
  ['success', '成功 success'],
  ['fail', '失败 fail'],
  ['slow', '慢应答 slow'],
] as const;

/**
 * /dev/receivers: each local stand-in of an outside service, how it answers (set here), its pushes (a union
 * order, a payment result) and the latest requests it received. Plain forms, no script.
 */
export async function receiverPage(
  db: AppDb,
  receivers: readonly ReceiverSpec[],
  note: string,
): Promise<string> {
  const sections: string[] = [];
  for (const r of receivers) {
    const state = await receiverState(db, r.key);
    const rows = await db
      .select()
      .from(devReceiverRequests)
      .where(eq(devReceiverRequests.service, r.key))
      .orderBy(desc(devReceiverRequests.id))
      .limit(15);
    const modeRadios = MODES.map(
      ([value, label]) =>
        `<label><input type="radio" name="mode" value="${value}"${state.mode === value ? ' checked' : ''}> ${label}</label>`,
    ).join(' ');
    const actions = (r.actions ?? [])
      .map(
        (a) =>
          `<form method="post" action="/dev/receivers/${esc(r.key)}/action/${esc(a.name)}">${a.fields
            .map(
              (f) =>
                `<label>${esc(f.label)} <input type="text" name="${esc(f.name)}" value="${esc(f.value ?? '')}"></label> `,
            )
            .join('')}<button type="submit">${esc(a.title)}</button></form>`,
      )
      .join('');
    const table = rows.length
      ? `<table><tr><th>时间 time</th><th>请求 request</th><th>内容 body</th><th>状态 status</th><th>应答 answer</th><th>模式 mode</th></tr>${rows
          .map(
            (q) =>
              `<tr><td>${time(q.createdAt)}</td><td class="b">${esc(q.method)} ${esc(q.path.slice(0, 600))}</td><td class="b">${esc(q.body.slice(0, 600))}</td><td>${q.status}</td><td class="b">${esc(q.answer.slice(0, 600))}</td><td class="mode-${esc(q.mode)}">${esc(q.mode)}</td></tr>`,
          )
          .join('')}</table>`
      : '<p class="muted">还没有收到请求 · nothing received yet</p>';
    sections.push(`<section id="${esc(r.key)}"><h2>${esc(r.key)} <span class="mode-${state.mode}">· ${state.mode}</span></h2>
<form method="post" action="/dev/receivers/${esc(r.key)}/mode">${modeRadios}
<label>慢应答毫秒 slow ms <input type="text" name="slow_ms" value="${state.slowMs}" size="6"></label>
<button type="submit">应用 apply</button></form>
${actions ? `<div>${actions}</div>` : ''}${table}</section>`);
  }
  const nav = receivers.map((r) => `<a href="#${esc(r.key)}">${esc(r.key)}</a>`).join('');
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>本地模拟接收器 · Local receivers</title>${STYLE}</head><body>
<h1>本地模拟接收器 · Local receivers</h1>
<p class="muted">插件设置中未填写接口地址时，外部服务的调用由这里的模拟接收器应答。 When an add-on's setup names no endpoint, its calls are answered here.</p>
${note ? `<div class="note">${esc(note)}</div>` : ''}<nav>${nav}</nav>${sections.join('\n')}</body></html>`;
}
