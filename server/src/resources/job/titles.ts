import { T, type Texts } from '@yanye/i18n';
import { JOB_RECORD_STATES, type JobRecordState } from '@yanye/protocol';

/** Titles the recruitment section's entities share, in zh, en, es and ja: said once here. */
export const JOB_TITLES = {
  title: T('职位类别', 'Job title', 'Puesto', '職種'),
  job: T('应聘职位', 'Job', 'Oferta', '応募求人'),
  jobName: T('职位名称', 'Job name', 'Nombre de la oferta', '求人名'),
  applicant: T('求职者', 'Applicant', 'Candidato', '応募者'),
  name: T('姓名', 'Name', 'Nombre', '氏名'),
  mobile: T('手机号', 'Mobile', 'Móvil', '携帯番号'),
  contactName: T('联系人', 'Contact', 'Contacto', '担当者'),
  contactPhone: T('联系电话', 'Contact phone', 'Teléfono de contacto', '連絡先電話番号'),
  salary: T('月薪', 'Monthly salary', 'Salario mensual', '月給'),
  interviewAt: T('面试时间', 'Interview time', 'Hora de la entrevista', '面接日時'),
  interviewPlace: T('面试地点', 'Interview place', 'Lugar de la entrevista', '面接場所'),
  offerSalary: T('录用月薪', 'Offered salary', 'Salario ofrecido', '内定月給'),
  rejectReason: T('未通过原因', 'Reason for rejection', 'Motivo del rechazo', '不採用の理由'),
  note: T('备注', 'Note', 'Nota', '備考'),
  applied: T('投递时间', 'Applied at', 'Recibida el', '応募日時'),
  handled: T('处理时间', 'Handled at', 'Tramitada el', '処理日時'),
  sent: T('提交时间', 'Sent at', 'Enviado el', '送信日時'),
  applications: T('投递数', 'Applications', 'Candidaturas', '応募数'),
  jobCount: T('职位数', 'Jobs', 'Ofertas', '求人数'),
};

/** Each state of an application in words: the status column's options, the flow's states and the list's tabs. */
export const STATE_TITLES: Readonly<Record<JobRecordState, Texts>> = {
  applied: T('新投递', 'New', 'Nueva', '新規応募'),
  viewed: T('已查看', 'Viewed', 'Vista', '確認済み'),
  interview: T('待面试', 'Interview', 'Entrevista', '面接予定'),
  offer: T('已发录用', 'Offer made', 'Oferta enviada', '内定通知済み'),
  hired: T('已入职', 'Hired', 'Contratado', '入社済み'),
  rejected: T('未通过', 'Rejected', 'Rechazada', '不採用'),
};

export const RECORD_STATES = JOB_RECORD_STATES.map((value) => ({ value, label: STATE_TITLES[value] }));
