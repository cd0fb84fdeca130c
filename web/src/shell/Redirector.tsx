import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** `/redirect/<path>`: the view at `<path>` is built afresh, then shown there. */
export function Redirector({
  target,
  refresh,
}: {
  readonly target: string;
  readonly refresh: (key: string) => void;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    refresh(target);
    navigate(target, { replace: true });
  }, [target, refresh, navigate]);
  return null;
}
