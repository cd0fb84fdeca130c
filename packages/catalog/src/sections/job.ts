import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, form, group, hiddenActions, list, resource } from '../build';
import type { PageSpec } from '../types';

const api = '/v1/seller/job/';
const resume = `${api}Resume`;
const resumeNoun = T('简历');

export const job: PageSpec = group(
  '/job',
  'Job',
  T('招聘'),
  [
    // The section's pages are manage, info and onOff; add and edit are how a store posts a job and corrects it.
    resource({
      seg: 'list',
      name: 'Job',
      api: `${api}Job`,
      title: T('职位管理'),
      noun: T('职位'),
      actions: ['add', 'edit', 'info'],
      more: [action('onOff/:id', 'JobOnOff', T('职位上下架'), [`${api}JobOnOff`], { label: T('上架/下架') })],
    }),
    resource({
      seg: 'record',
      name: 'JobRecord',
      api: `${api}JobRecord`,
      title: T('投递记录'),
      noun: T('投递'),
      actions: [],
      more: [
        custom(
          'info/:id',
          'JobRecordInfo',
          T('投递详情'),
          'jobRecord',
          [API.job.jobRecordDetail.path, `${api}JobRecordManage`, `${resume}Info`],
          { hidden: true },
        ),
        // Applications arrive from the app; one who walks in is registered here.
        form('add', 'JobRecordAdd', T('登记现场应聘'), [`${api}JobRecordInfo`, `${api}JobRecordSave`], {
          label: T('登记应聘'),
        }),
        action('set/:id', 'JobRecordSet', T('处理投递'), [`${api}JobRecordInfo`, `${api}JobRecordSet`], {
          label: T('处理', 'label'),
        }),
      ],
    }),
    {
      ...list('SumeManage', 'JobSumeManage', T('简历管理'), [`${resume}Manage`], {
        entity: { name: 'Resume', api: resume, noun: resumeNoun },
      }),
      // The forms hang under the list (/job/SumeManage/add, edit/:id, del/:id).
      children: hiddenActions({ name: 'Resume', api: resume, noun: resumeNoun }),
    },
    resource({
      seg: 'title',
      name: 'JobTitle',
      api: `${api}JobTitle`,
      title: T('职位类别'),
      noun: T('职位类别', 'noun'),
    }),
    resource({
      seg: 'feedback',
      name: 'JobFeedback',
      api: `${api}JobFeedback`,
      title: T('求职反馈'),
      noun: T('反馈'),
      actions: ['info'],
      more: [action('del', 'JobFeedbackDel', T('删除反馈'), [`${api}JobFeedbackDel`], { label: T('删除') })],
    }),
  ],
  { icon: 'team' },
);
