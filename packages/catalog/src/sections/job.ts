import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, form, group, hiddenActions, list, resource } from '../build';
import type { PageSpec } from '../types';

const api = '/v1/seller/job/';
const resume = `${api}Resume`;
const resumeNoun = T('简历', 'résumé', 'currículo', '履歴書');

export const job: PageSpec = group(
  '/job',
  'Job',
  T('招聘', 'Recruitment', 'Empleo', '求人'),
  [
    // The section's pages are manage, info and onOff; add and edit are how a store posts a job and corrects it.
    resource({
      seg: 'list',
      name: 'Job',
      api: `${api}Job`,
      title: T('职位管理', 'Jobs', 'Ofertas de empleo', '求人一覧'),
      noun: T('职位', 'job', 'oferta de empleo', '求人'),
      actions: ['add', 'edit', 'info'],
      more: [
        action(
          'onOff/:id',
          'JobOnOff',
          T('职位上下架', 'Open or close job', 'Publicar o cerrar oferta', '求人の公開・停止'),
          [`${api}JobOnOff`],
          { label: T('上架/下架', 'Open/close', 'Publicar/cerrar', '公開/停止') },
        ),
      ],
    }),
    resource({
      seg: 'record',
      name: 'JobRecord',
      api: `${api}JobRecord`,
      title: T('投递记录', 'Applications', 'Candidaturas', '応募履歴'),
      noun: T('投递', 'application', 'candidatura', '応募'),
      actions: [],
      more: [
        custom(
          'info/:id',
          'JobRecordInfo',
          T('投递详情', 'Application details', 'Detalle de la candidatura', '応募詳細'),
          'jobRecord',
          [API.job.jobRecordDetail.path, `${api}JobRecordManage`, `${resume}Info`],
          { hidden: true },
        ),
        // Applications arrive from the app; one who walks in is registered here.
        form(
          'add',
          'JobRecordAdd',
          T(
            '登记现场应聘',
            'Register a walk-in applicant',
            'Registrar candidato presencial',
            '来社応募の登録',
          ),
          [`${api}JobRecordInfo`, `${api}JobRecordSave`],
          { label: T('登记应聘', 'Walk-in', 'Presencial', '来社応募') },
        ),
        action(
          'set/:id',
          'JobRecordSet',
          T('处理投递', 'Process application', 'Tramitar candidatura', '応募を処理'),
          [`${api}JobRecordInfo`, `${api}JobRecordSet`],
          { label: T('处理', 'Process', 'Tramitar', '処理') },
        ),
      ],
    }),
    {
      ...list(
        'SumeManage',
        'JobSumeManage',
        T('简历管理', 'Résumés', 'Currículos', '履歴書'),
        [`${resume}Manage`],
        {
          entity: { name: 'Resume', api: resume, noun: resumeNoun },
        },
      ),
      // The forms hang under the list (/job/SumeManage/add, edit/:id, del/:id).
      children: hiddenActions({ name: 'Resume', api: resume, noun: resumeNoun }),
    },
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
          { label: T('删除', 'Delete', 'Eliminar', '削除') },
        ),
      ],
    }),
  ],
  { icon: 'team' },
);
