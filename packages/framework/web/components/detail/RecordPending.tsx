import { Alert, Spin } from 'antd';
import { isNotFound } from '../../api/errors';
import { Unavailable } from '../Unavailable';

/**
 * A record's page before its record can be shown: gone (deleted meanwhile, or never there: the page saying it is
 * not found), refused (the refusal's message), or still being read.
 */
export function RecordPending({ error }: { readonly error: unknown }) {
  if (isNotFound(error)) return <Unavailable reason="notFound" record detail={error.message} />;
  if (error instanceof Error) return <Alert type="error" showIcon title={error.message} />;
  return <Spin />;
}
