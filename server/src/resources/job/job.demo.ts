import type { Industry } from '@yanye/catalog';

/** A job a demo store posts: its title by name, where, how many, what it pays (yuan a month, none for 面议). */
export interface DemoJob {
  readonly title: string;
  readonly name: string;
  readonly region: string;
  readonly address: string;
  readonly headcount: number;
  readonly salary?: readonly [number, number];
  /** Withdrawn since it was posted. */
  readonly closed?: boolean;
}

/** What each kind of work asks for and gives, as a salt or grain trader writes it. */
export const DEMO_TEXTS: Readonly<Record<string, { requirements: string; benefits: string }>> = {
  司机: {
    requirements:
      '1. 持 A2 及以上驾照，3 年以上货车驾驶经验；\n2. 熟悉本地及周边县区道路；\n3. 无重大交通事故记录，能配合早班装车。',
    benefits: '五险一金，出车补贴与油耗节约奖，包工作餐，年度体检。',
  },
  仓管员: {
    requirements:
      '1. 高中或中专以上学历，1 年以上仓库工作经验；\n2. 会用叉车者优先；\n3. 认真细致，熟悉出入库单据与盘点。',
    benefits: '五险一金，月度盘点准确奖，提供员工宿舍。',
  },
  销售代表: {
    requirements:
      '1. 大专以上学历，有快消品或粮油调味品销售经验优先；\n2. 能维护商超、餐饮与批发客户；\n3. 能接受市内及周边出差。',
    benefits: '底薪加提成，话费与交通补贴，季度销售奖金。',
  },
  质检员: {
    requirements:
      '1. 食品、化学或粮食相关专业，大专以上学历；\n2. 熟悉国家标准检测方法，会用常规化验设备；\n3. 持食品检验工证书者优先。',
    benefits: '五险一金，双休，专业培训与考证补贴。',
  },
  会计: {
    requirements:
      '1. 会计相关专业，本科以上学历，持初级会计证；\n2. 2 年以上商贸企业账务经验；\n3. 熟悉增值税申报与用友或金蝶软件。',
    benefits: '五险一金，双休，带薪年假，节日福利。',
  },
  装卸工: {
    requirements: '1. 身体健康，能吃苦耐劳；\n2. 能适应早班或夜班；\n3. 有物流园或粮库装卸经验者优先。',
    benefits: '计件工资，日结或月结可选，包午餐，提供劳保用品。',
  },
};

const SALT: readonly DemoJob[] = [
  {
    title: '司机',
    name: 'A2 货车司机（城区配送）',
    region: '410105',
    address: '农业路 88 号盐业大厦',
    headcount: 3,
    salary: [6500, 8500],
  },
  {
    title: '司机',
    name: '工业盐运输司机',
    region: '410184',
    address: '新郑市薛店镇物流园 6 号',
    headcount: 2,
    salary: [7500, 10000],
  },
  {
    title: '仓管员',
    name: '仓库管理员',
    region: '410108',
    address: '惠济区物流园 B 区 3 号库',
    headcount: 2,
    salary: [5000, 6500],
  },
  {
    title: '仓管员',
    name: '叉车工兼仓管',
    region: '410122',
    address: '中牟县官渡镇仓储中心',
    headcount: 1,
    salary: [5200, 6000],
  },
  {
    title: '销售代表',
    name: '商超渠道销售代表',
    region: '410105',
    address: '农业路 88 号盐业大厦',
    headcount: 4,
  },
  {
    title: '销售代表',
    name: '餐饮客户经理',
    region: '410103',
    address: '二七区大学路 56 号',
    headcount: 2,
    salary: [6000, 10000],
  },
  {
    title: '质检员',
    name: '食盐质检员',
    region: '410108',
    address: '惠济区物流园 B 区化验室',
    headcount: 1,
    salary: [5500, 7000],
  },
  {
    title: '会计',
    name: '总账会计',
    region: '410105',
    address: '农业路 88 号盐业大厦',
    headcount: 1,
    salary: [6000, 8000],
  },
  {
    title: '装卸工',
    name: '装卸工（计件）',
    region: '410108',
    address: '惠济区物流园 B 区',
    headcount: 6,
    salary: [4500, 7000],
  },
  {
    title: '装卸工',
    name: '夜班装卸工',
    region: '410122',
    address: '中牟县官渡镇仓储中心',
    headcount: 4,
    salary: [5000, 7500],
    closed: true,
  },
  {
    title: '销售代表',
    name: '融雪盐大客户销售',
    region: '410172',
    address: '高新区科学大道 100 号',
    headcount: 1,
    closed: true,
  },
  {
    title: '会计',
    name: '出纳',
    region: '410105',
    address: '农业路 88 号盐业大厦',
    headcount: 1,
    salary: [4500, 5500],
    closed: true,
  },
];

const GRAIN: readonly DemoJob[] = [
  {
    title: '司机',
    name: '粮食运输司机',
    region: '230184',
    address: '民乐乡粮库路 16 号',
    headcount: 3,
    salary: [6000, 8000],
  },
  {
    title: '司机',
    name: '城配司机（哈尔滨）',
    region: '230110',
    address: '香坊区通乡街 20 号配送站',
    headcount: 2,
    salary: [5500, 7000],
  },
  {
    title: '仓管员',
    name: '粮库保管员',
    region: '230184',
    address: '民乐乡粮库路 16 号',
    headcount: 2,
    salary: [4800, 6000],
  },
  {
    title: '仓管员',
    name: '成品库管理员',
    region: '230112',
    address: '阿城区工业园 9 号',
    headcount: 1,
    salary: [4800, 5800],
  },
  {
    title: '销售代表',
    name: '五常大米渠道销售',
    region: '230102',
    address: '道里区中央大街 120 号',
    headcount: 3,
  },
  {
    title: '销售代表',
    name: '分销商客户经理',
    region: '230102',
    address: '道里区中央大街 120 号',
    headcount: 2,
    salary: [6000, 9000],
  },
  {
    title: '质检员',
    name: '粮油质检员（化验室）',
    region: '230184',
    address: '民乐乡粮库路 16 号化验室',
    headcount: 2,
    salary: [5000, 6500],
  },
  {
    title: '会计',
    name: '成本会计',
    region: '230184',
    address: '民乐乡粮库路 16 号',
    headcount: 1,
    salary: [5500, 7000],
  },
  {
    title: '装卸工',
    name: '收粮季装卸工',
    region: '230184',
    address: '民乐乡粮库路 16 号',
    headcount: 8,
    salary: [4500, 6500],
  },
  {
    title: '质检员',
    name: '收购扦样员',
    region: '230184',
    address: '民乐乡收购点',
    headcount: 2,
    salary: [4500, 5500],
    closed: true,
  },
  {
    title: '装卸工',
    name: '包装车间操作工',
    region: '230112',
    address: '阿城区工业园 9 号',
    headcount: 4,
    salary: [4200, 5500],
    closed: true,
  },
  {
    title: '会计',
    name: '出纳',
    region: '230102',
    address: '道里区中央大街 120 号',
    headcount: 1,
    salary: [4000, 5000],
    closed: true,
  },
];

/** A store's jobs and who answers for them, by its industry. */
export const DEMO_JOBS: Readonly<
  Partial<Record<Industry, { jobs: readonly DemoJob[]; contact: [string, string] }>>
> = {
  salt: { jobs: SALT, contact: ['刘敏', '13703712266'] },
  grain: { jobs: GRAIN, contact: ['赵立军', '13945101288'] },
};

/** What applicants write from the app, some about a job (by its index in the store's list). */
export const DEMO_FEEDBACK: readonly { content: string; job?: number }[] = [
  { content: '请问司机岗位是否需要自带车辆？', job: 0 },
  { content: '投递后多久会有回复？已经等了一周。' },
  { content: '面试地点不好找，希望能在通知里写清楚从哪个门进。', job: 2 },
  { content: '装卸工是日结还是月结？可以只上夜班吗？', job: 8 },
  { content: '请问销售岗位底薪多少，提成怎么算？', job: 4 },
  { content: 'App 上传简历附件一直失败，换了几次文件都不行。' },
  { content: '质检员岗位接受应届毕业生吗？', job: 6 },
  { content: '面试官很专业，流程清楚，谢谢！', job: 0 },
  { content: '职位已经下架了，我之前的投递还有效吗？', job: 9 },
  { content: '希望能增加周末面试的时间。' },
  { content: '会计岗位需要中级职称吗？', job: 7 },
  { content: '通知我面试的电话打来时我没接到，能再联系我一次吗？', job: 5 },
  { content: '请问公司提供住宿吗？我是外地的。', job: 3 },
  { content: '录用通知里的薪资和招聘信息写的不一样，想确认一下。', job: 1 },
  { content: '能不能在 App 里看到投递进度？', job: 8 },
];
