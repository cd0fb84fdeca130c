import type { DemoContext, StoreInsert } from '@yanye/framework/server';
import type { jobResumes } from './tables';

const DAY = 86_400;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱'];
const GIVEN_MALE = ['建军', '志强', '海涛', '国栋', '磊', '鹏飞', '德明', '永刚', '晓东', '立新'];
const GIVEN_FEMALE = ['秀兰', '丽娟', '婷', '雪梅', '晓燕', '春华', '玉洁', '静', '慧敏', '桂芳'];

/** What people applying to a salt or grain trader have done before, by the kind of work they look for. */
const BACKGROUNDS = [
  {
    education: 'secondary',
    text: '持 A2 驾照，{n} 年货运经验，熟悉郊县配送路线，无重大事故记录。',
    salary: 650_000,
  },
  {
    education: 'high',
    text: '{n} 年仓库管理经验，会用叉车，熟悉出入库单据与月度盘点。',
    salary: 520_000,
  },
  {
    education: 'college',
    text: '{n} 年快消品销售经验，维护过商超与餐饮客户，能接受出差。',
    salary: 700_000,
  },
  {
    education: 'bachelor',
    text: '食品质量与安全专业，{n} 年粮油/调味品质检工作经验，熟悉国标检测方法。',
    salary: 680_000,
  },
  {
    education: 'bachelor',
    text: '会计学专业，持初级会计证，{n} 年商贸企业总账与税务申报经验。',
    salary: 600_000,
  },
  {
    education: 'junior',
    text: '{n} 年物流园装卸经验，身体健康，能适应早班和夜班。',
    salary: 480_000,
  },
] as const;

const SOURCES = ['app', 'app', 'walk_in', 'app', 'referral'] as const;

/**
 * The résumés a store has received over the last 90 days: forty people, each reachable on their own mobile. They
 * are the store's: a salt trader in Zhengzhou and a grain company in Heilongjiang hear from different people.
 */
export function resumeDemo(store: DemoContext): StoreInsert<typeof jobResumes>[] {
  if (store.industry === 'offlinepay') return [];
  const prefix = store.industry === 'salt' ? '1393710' : '1384510';
  const year = new Date(store.now * 1000).getUTCFullYear();
  return Array.from({ length: 40 }, (_, i) => {
    const female = i % 3 === 1;
    const background = BACKGROUNDS[i % BACKGROUNDS.length]!;
    const age = 22 + ((i * 7) % 28);
    const years = Math.max(1, Math.min(age - 20, 1 + ((i * 5) % 15)));
    const given = female ? GIVEN_FEMALE[i % GIVEN_FEMALE.length]! : GIVEN_MALE[i % GIVEN_MALE.length]!;
    const at = store.now - Math.round((89 - (i * 89) / 40) * DAY + (i % 7) * 3_600);
    return {
      name: `${SURNAMES[(i * 5) % SURNAMES.length]}${given}`,
      gender: female ? 'female' : 'male',
      phone: `${prefix}${String(1000 + i * 37).padStart(4, '0')}`,
      birthYear: year - age,
      education: background.education,
      experienceYears: years,
      experience: background.text.replace('{n}', String(years)),
      expectedSalary: i % 9 === 4 ? 0 : background.salary + (i % 4) * 50_000,
      source: SOURCES[i % SOURCES.length]!,
      createdAt: at,
      updatedAt: at,
    };
  });
}
