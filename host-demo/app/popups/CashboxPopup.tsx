import { Cashbox } from '../../../widgets/react/Cashbox.tsx';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useWidgetProps } from '../routes/use-widget-props.ts';
import { useServices } from '../state/app-context.tsx';
import type { PopupProps } from './PopupOutlet.tsx';

/** Cashbox routes (docs/product/shell-and-routes.md#cashbox-routes, spec 000 §2.2) → the cashbox widget's steps. */
const STEPS: Readonly<Record<string, string>> = {
  cashbox: 'dashboard',
  dashboard: 'dashboard',
  deposit: 'deposit',
  withdraw: 'withdraw',
  'deposit-fast': 'deposit-fast',
  'deposit-bonus': 'deposit-bonus',
};

/** The step of a cashbox popup's path (`/de/withdraw` → withdraw). */
function cashboxStep(path: string): string {
  const last = path.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return STEPS[last] ?? 'dashboard';
}

/**
 * The cashbox popups (/cashbox, /dashboard, /deposit, /withdraw, /deposit-fast, /deposit-bonus): the
 * cashbox widget is the popup itself (its own Modal in its shadow root). Its close goes through the
 * host's popup handling (back to the page underneath, or home on a cold load); its deposit results
 * reach the embed bridge and the host's start-up effects through `deposit-result` on the SDK bus.
 */
export default function CashboxPopup({ close }: PopupProps) {
  const { nav } = useServices();
  const view = useSignalValue(nav.view);
  const { locale, currency, onNavigate } = useWidgetProps();
  return <Cashbox step={cashboxStep(view?.href ?? '')} locale={locale} currency={currency} onNavigate={onNavigate} onClose={close} />;
}
