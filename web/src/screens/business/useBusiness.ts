import { ApiError, syncServerConfig } from '@yanye/framework/web';
import { API, type ApplicationStep, type ApplicationView, type OutputOf } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { applicantCall, applicantToken } from './applicantClient';

export type Industries = OutputOf<typeof API.onboarding.industryTypeConf>;
type Session = OutputOf<typeof API.onboarding.register>;

/** The address of each step's page. */
export const STEP_PATHS: Readonly<Record<ApplicationStep | 'create', string>> = {
  create: '/business/create',
  writeInfo: '/business/writeInfo',
  payFee: '/business/payFee',
  progress: '/business/progress',
};

/** What the onboarding pages share: the application of this browser's applicant token, and the industries. */
export interface Business {
  /** The application; undefined when this browser holds none (or the token lapsed). */
  readonly application: ApplicationView | undefined;
  /** Still reading the application (or the server's clock) on arrival. */
  readonly loading: boolean;
  /** Why the application could not be read (a network failure); empty otherwise. */
  readonly problem: string;
  readonly industries: Industries;
  /** Reads the application again (after a payment, to see the review's outcome). */
  reload(): Promise<ApplicationView | undefined>;
  /** Keeps a new applicant session (registered, or found by phone). */
  adopt(session: Session): void;
  /** Keeps the application an applicant call answered. */
  update(application: ApplicationView): void;
  /** Forgets the applicant token (to find another phone's application). */
  forget(): void;
}

/**
 * The state of the onboarding pages, kept by their frame: the token in this browser is read back on arrival, so
 * a reload or a return weeks later continues at the application's step; a lapsed token is forgotten and the
 * progress page finds the application by phone.
 */
export function useBusinessState(): Business {
  const [application, setApplication] = useState<ApplicationView>();
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState('');
  const [industries, setIndustries] = useState<Industries>([]);

  const reload = useCallback(async () => {
    if (!applicantToken.get()) {
      setApplication(undefined);
      return undefined;
    }
    try {
      const read = await applicantCall(API.onboarding.enterProgress);
      setApplication(read);
      setProblem('');
      return read;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LOGIN') {
        applicantToken.set('');
        setApplication(undefined);
        return undefined;
      }
      setProblem(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }, []);

  useEffect(() => {
    let gone = false;
    // The server's clock first: every call is stamped with it.
    syncServerConfig()
      .then(() =>
        Promise.all([
          reload(),
          applicantCall(API.onboarding.industryTypeConf).then((i) => !gone && setIndustries(i)),
        ]),
      )
      .catch((error: unknown) => !gone && setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => !gone && setLoading(false));
    return () => {
      gone = true;
    };
  }, [reload]);

  const adopt = useCallback((session: Session) => {
    applicantToken.set(session.token);
    setApplication(session.application);
  }, []);
  const forget = useCallback(() => {
    applicantToken.set('');
    setApplication(undefined);
  }, []);

  return { application, loading, problem, industries, reload, adopt, update: setApplication, forget };
}

/** The shared state, in a page under the onboarding frame. */
export function useBusiness(): Business {
  return useOutletContext<Business>();
}

/** Where an application goes on: its step's page. */
export function stepPath(application: ApplicationView | undefined): string {
  return application ? STEP_PATHS[application.step] : STEP_PATHS.create;
}
