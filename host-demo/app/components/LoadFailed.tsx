import { useT } from '../state/app-context.tsx';

/** A load that failed: said plainly, with a retry (docs/product/errors-and-network.md#timeouts-and-retries, spec 000 §8: loads fail soft). */
export function LoadFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div className="load-failed" role="status">
      <p>{t.loadFailed}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t.retry}
      </button>
    </div>
  );
}
