import { GenericForm, pageByName, useApiQuery, useFormController, useShellView } from '@yanye/addon-kit/web';
import { Alert, Card, Spin } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { auctionDefaults } from '../contract';
import { LOT_LIST } from './useAuctionLot';

const ADD = pageByName('AuctionAdd')!;

/**
 * /plugin/auction/add: the lot's generic form, starting from the store's settings of the add-on (increment,
 * anti-sniping, deposit) and a start and end to come, rather than from zeros.
 */
export function AuctionAddScreen({ title }: { readonly title: string }) {
  const defaults = useApiQuery(auctionDefaults);
  const [search] = useSearchParams();
  // The address may name values of its own (`add?goods_id=3`): they win over the settings.
  const query = useMemo(() => {
    const d = defaults.data;
    if (!d) return undefined;
    const start: Record<string, string> = {
      increment: String(d.increment),
      deposit: String(d.deposit),
      snipe_window: String(d.snipe_window),
      snipe_extend: String(d.snipe_extend),
      start_at: String(d.start_at),
      end_at: String(d.end_at),
    };
    return { ...start, ...Object.fromEntries(search) };
  }, [defaults.data, search]);
  if (defaults.error) return <Alert type="error" showIcon title={defaults.error.message} />;
  if (!query) return <Spin />;
  return <LotForm title={title} query={query} />;
}

function LotForm({ title, query }: { readonly title: string; readonly query: Record<string, string> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const view = useShellView();
  // As the generic form does: a saved lot closes the form's tag and goes back, or to the list when opened by
  // its address.
  const onCreated = useCallback(() => {
    view?.close();
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (location.key !== 'default' && idx > 0) return void navigate(-1);
    navigate(LOT_LIST.path, { replace: true });
  }, [view, navigate, location.key]);
  const form = useFormController({ page: ADD, id: undefined, query, onCreated });

  if (form.error) return <Alert type="error" showIcon title={form.error} />;
  if (!form.fields || !form.initial) return <Spin />;
  return (
    <Card title={title} className="generic-form">
      <GenericForm
        name={ADD.name}
        fields={form.fields}
        initial={form.initial}
        saving={form.saving}
        guard={form.guard}
        onSubmit={(values) => void form.submit(values)}
        onBack={() => navigate(-1)}
      />
    </Card>
  );
}
