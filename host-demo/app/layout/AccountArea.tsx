import { Suspense } from 'react';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { Link } from 'wouter';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { RegionBoundary } from '../components/RegionBoundary.tsx';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { useServices, useT } from '../state/app-context.tsx';

// A player's tools follow as a chunk (loaded while the wallets load); a guest never downloads them.
const PlayerAccount = lazyChunk(() => import('./PlayerAccount.tsx'), (module) => module.PlayerAccount);

/**
 * Logged-out layout (log in, sign up) or logged-in layout (deposit, balance, gifts, notices),
 * the latter only once the player's wallets have loaded (docs/product/shell-and-routes.md#header, spec 000 §4 header layouts).
 */
export function AccountArea() {
  const { session } = useServices();
  const status = useSignalValue(session.status);
  const accounts = useSignalValue(session.accounts);
  const compPoints = useSignalValue(session.compPoints);
  const t = useT();
  if (status === 'unknown') return <div className="account account--loading" aria-hidden="true" />;
  if (status === 'guest') {
    return (
      <div className="account">
        <Link to="/login" className="button button--ghost">
          {t.login}
        </Link>
        <Link to="/registration" className="button">
          {t.register}
        </Link>
      </div>
    );
  }
  const ready = accounts.length > 0 || compPoints !== null;
  const loading = <div className="account account--loading" aria-busy="true" />;
  if (!ready) return loading;
  const PlayerAccountChunk = PlayerAccount();
  return (
    <RegionBoundary fallback={(retry) => <LoadFailed retry={retry} />}>
      <Suspense fallback={loading}>
        <PlayerAccountChunk />
      </Suspense>
    </RegionBoundary>
  );
}
