import { GenericListScreen, pageByName, type RowTool } from '@yanye/addon-kit/web';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { StaffCodeDialog } from './StaffCodeDialog';
import { bankText } from './texts';

/**
 * The bank staff (/offlinepay/staff/manage, and the add-on's own page): the generic list (branch, status, add,
 * edit, delete) with each member's collection code offered on their row, opened in a printable dialog.
 */
export function StaffScreen({ title, page: name }: { readonly title: string; readonly page: string }) {
  const page = pageByName(name);
  const [showing, setShowing] = useState<number>();
  const tools = useMemo<RowTool[]>(
    () => [{ name: 'code', label: bankText('code'), open: (row) => setShowing(Number(row.id)) }],
    [],
  );
  if (!page) return <Alert type="warning" showIcon title={name} />;
  return (
    <>
      <GenericListScreen page={page} title={title} rowTools={tools} />
      <StaffCodeDialog id={showing} onClose={() => setShowing(undefined)} />
    </>
  );
}
