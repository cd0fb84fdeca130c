import { type CatalogPage, pageByName } from '@yanye/catalog';
import {
  GenericForm,
  PrintButton,
  RecordTabs,
  Unavailable,
  useFormController,
  useShellView,
  useViewName,
} from '@yanye/framework/web';
import { Alert, Card, Spin } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

/**
 * The generic form of `add` and `edit/:id`, described by `{Entity}Info?_meta=1`. It refuses to send the same
 * payload twice ('数据未发生任何改变…') and guards its button for 3 seconds after a click. The form's behaviour comes
 * from useFormController; this lays it out.
 */
export function GenericFormScreen({ page, title }: { page: CatalogPage; title: string }) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(search), [search]);
  const navigate = useNavigate();
  const location = useLocation();
  const view = useShellView();
  // The add form is done once saved: its tag closes with it rather than keep a filled form alive, and the user
  // goes back to where they came from; a form opened by its address has no such place in this console (going
  // back would leave the page, and its success toast with it): the list beside it is shown instead.
  // The router counts its own entries (`idx`): 0 means nothing of the console's before this page (opened by its
  // address, or reached by a replace after signing in), where going back would leave the console.
  const onCreated = useCallback(() => {
    view?.close();
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (location.key !== 'default' && idx > 0) return void navigate(-1);
    // The list it belongs to (the bank cards').
    const list = page.listPage ? pageByName(page.listPage) : undefined;
    navigate(list && !list.path.includes(':') ? list.path : '/', { replace: true });
  }, [view, navigate, location.key, page.listPage]);
  const form = useFormController({ page, id, query, onCreated });
  // The tag names the record edited (编辑客户 · 张三).
  useViewName(id ? form.name : undefined);

  if (!form.served) return <Unavailable reason="notBuilt" title={title} />;
  if (form.missing) return <Unavailable reason="notFound" record detail={form.error} />;
  if (form.error) return <Alert type="error" showIcon title={form.error} />;
  if (!form.fields || !form.initial) return <Spin />;
  return (
    <Card
      title={form.caption || form.name ? `${title} · ${form.caption ?? form.name}` : title}
      extra={id ? <PrintButton page={page} id={Number(id)} /> : undefined}
      className="generic-form"
    >
      <RecordTabs page={page}>
        <GenericForm
          name={page.name}
          fields={form.fields}
          initial={form.initial}
          saving={form.saving}
          guard={form.guard}
          onSubmit={form.submit}
          onBack={() => navigate(-1)}
          preview={form.preview}
        />
      </RecordTabs>
    </Card>
  );
}
