import { COMMON_TITLES, col, defineResource, T } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { wxFans, wxMessages } from './tables';
import {
  DIRECTION_OPTIONS,
  EVENT_OPTIONS,
  MSG_TYPE_OPTIONS,
  STATE_OPTIONS,
  WXOFFICIAL_TITLES,
} from './texts';

const m = wxMessages;

/**
 * Message records (/plugin/wxofficial/message): what followers sent and the events WeChat pushed, with the reply
 * each got, and the template messages the store sent with their delivery. Written by the push handler and the
 * send; read here, never edited.
 */
export const wxMessageResource = defineResource({
  entity: 'WxMessage',
  table: wxMessages,
  joins: [{ table: wxFans, on: eq(wxFans.openid, m.openid) }],
  columns: [
    col.select(m.direction, WXOFFICIAL_TITLES.direction, DIRECTION_OPTIONS, { filter: 'select', width: 110 }),
    col.text(wxFans.remark, WXOFFICIAL_TITLES.follower, { as: 'fan_remark', filter: 'text', width: 160 }),
    col.text(m.openid, WXOFFICIAL_TITLES.openid, { filter: 'text', width: 250, visible: false }),
    col.select(m.msgType, WXOFFICIAL_TITLES.msgType, MSG_TYPE_OPTIONS, { filter: 'select', width: 100 }),
    col.select(m.event, WXOFFICIAL_TITLES.event, EVENT_OPTIONS, { filter: 'select', width: 100 }),
    col.text(m.eventKey, WXOFFICIAL_TITLES.eventKey, { width: 140, visible: false }),
    col.text(m.content, WXOFFICIAL_TITLES.said, { filter: 'text', width: 300 }),
    col.select(m.state, WXOFFICIAL_TITLES.state, STATE_OPTIONS, { filter: 'select', width: 110 }),
    col.text(m.matched, WXOFFICIAL_TITLES.matched, { filter: 'text', width: 120 }),
    col.text(m.reply, WXOFFICIAL_TITLES.reply, { width: 300 }),
    col.text(m.msgId, T('微信消息 ID'), {
      filter: 'text',
      width: 200,
      visible: false,
    }),
    col.datetime(m.sentAt, WXOFFICIAL_TITLES.sentAt, { sortable: true, filter: 'datetime' }),
    col.datetime(m.createdAt, COMMON_TITLES.created, { visible: false }),
  ],
  tabs: {
    all: { title: T('全部') },
    in: { title: DIRECTION_OPTIONS[0]!.label, where: eq(m.direction, 'in') },
    out: { title: DIRECTION_OPTIONS[1]!.label, where: eq(m.direction, 'out') },
    replied: { title: STATE_OPTIONS[1]!.label, where: eq(m.state, 'replied') },
  },
  defaultSort: { key: 'sent_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
