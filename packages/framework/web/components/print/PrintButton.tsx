import { PrinterOutlined } from '@ant-design/icons';
import type { CatalogPage } from '@yanye/catalog';
import { Button } from 'antd';
import { prt } from '../../hooks/print/texts';
import { usePrint } from '../../hooks/print/usePrint';

/**
 * 打印 on a record's page (its form, its details): shown when the page's entity prints and the user may print it;
 * the PDF opens in a new tab.
 */
export function PrintButton({ page, id }: { readonly page: CatalogPage; readonly id: number | undefined }) {
  const printer = usePrint(page);
  if (!printer.can || !id) return null;
  return (
    <Button
      icon={<PrinterOutlined />}
      loading={printer.busy}
      onClick={() => printer.print([id])}
      data-testid="print-record"
    >
      {prt('print')}
    </Button>
  );
}
