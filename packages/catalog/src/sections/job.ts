import { action, group, list, resource, T } from '../build';
import type { PageSpec } from '../types';

const api = '/v1/seller/job/';

export const job: PageSpec = group(
  '/job',
  'Job',
  T('招聘', 'Recruitment', 'Empleo', '求人'),
  [
    resource({
      seg: 'list',
      name: 'Job',
      api: `${api}Job`,
      title: T('职位管理', 'Jobs', 'Ofertas de empleo', '求人一覧'),
      noun: T('职位', 'job', 'oferta de empleo', '求人'),
      actions: ['info'],
      more: [
        action(
          'onOff/:id',
          'JobOnOff',
          T('职位上下架', 'Open or close job', 'Publicar o cerrar oferta', '求人の公開・停止'),
          [`${api}JobOnOff`],
        ),
      ],
    }),
    resource({
      seg: 'record',
      name: 'JobRecord',
      api: `${api}JobRecord`,
      title: T('投递记录', 'Applications', 'Candidaturas', '応募履歴'),
      actions: [],
      more: [
        action(
          'set/:id',
          'JobRecordSet',
          T('处理投递', 'Process application', 'Tramitar candidatura', '応募を処理'),
          [`${api}JobRecordInfo`, `${api}JobRecordSet`],
        ),
      ],
    }),
    list('SumeManage', 'JobSumeManage', T('简历管理', 'Résumés', 'Currículos', '履歴書'), [
      `${api}ResumeManage`,
    ]),
    resource({
      seg: 'title',
      name: 'JobTitle',
      api: `${api}JobTitle`,
      title: T('职位类别', 'Job titles', 'Puestos', '職種'),
      noun: T('职位类别', 'job title', 'puesto', '職種'),
    }),
    resource({
      seg: 'feedback',
      name: 'JobFeedback',
      api: `${api}JobFeedback`,
      title: T('求职反馈', 'Applicant feedback', 'Comentarios de candidatos', '応募者の声'),
      noun: T('反馈', 'feedback', 'comentario', 'ご意見'),
      actions: ['info'],
      more: [
        action(
          'del',
          'JobFeedbackDel',
          T('删除反馈', 'Delete feedback', 'Eliminar comentario', 'ご意見を削除'),
          [`${api}JobFeedbackDel`],
        ),
      ],
    }),
  ],
  { icon: 'team' },
);
