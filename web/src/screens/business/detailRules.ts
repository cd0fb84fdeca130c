import type { RuleObject } from 'antd/es/form';
import { onboardingText } from './texts';

type TextKey = Parameters<typeof onboardingText>[0];

/** A detail of the company that must be given (`field` names it), said in the onboarding's words. */
export function requiredDetail(field: TextKey): RuleObject {
  return {
    required: true,
    whitespace: true,
    message: onboardingText('required', { field: onboardingText(field) }),
  };
}

/**
 * A detail checked as the server checks it (`DETAIL_CHECKS` of lib/companyDetails.ts), when given; `problem` says
 * what is wrong with it.
 */
export function checkedDetail(check: (value: string) => boolean, problem: TextKey): RuleObject {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (value && !check(value)) throw new Error(onboardingText(problem));
    },
  };
}
