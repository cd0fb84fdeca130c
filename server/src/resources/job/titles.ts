import { T, type Texts } from '@yanye/i18n';
import { JOB_RECORD_STATES, type JobRecordState } from '@yanye/protocol';

/** Titles the recruitment section's entities share, in zh, en, es and ja: said once here. */
export const JOB_TITLES = {
  title: T('职位类别', 'title'),
  job: T('应聘职位'),
  jobName: T('职位名称'),
  applicant: T('求职者'),
  name: T('姓名'),
  mobile: T('手机号', 'mobile'),
  contactName: T('联系人'),
  contactPhone: T('联系电话', 'contactPhone'),
  salary: T('月薪'),
  interviewAt: T('面试时间'),
  interviewPlace: T('面试地点'),
  offerSalary: T('录用月薪'),
  rejectReason: T('未通过原因'),
  note: T('备注', 'note'),
  applied: T('投递时间'),
  handled: T('处理时间'),
  sent: T('提交时间'),
  applications: T('投递数'),
  jobCount: T('职位数'),
};

/** Each state of an application in words: the status column's options, the flow's states and the list's tabs. */
export const STATE_TITLES: Readonly<Record<JobRecordState, Texts>> = {
  applied: T('新投递'),
  viewed: T('已查看'),
  interview: T('待面试'),
  offer: T('已发录用'),
  hired: T('已入职', 'hired'),
  rejected: T('未通过'),
};

export const RECORD_STATES = JOB_RECORD_STATES.map((value) => ({ value, label: STATE_TITLES[value] }));
