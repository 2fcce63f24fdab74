import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { Cashbox, type CashboxProps } from './Cashbox.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<CashboxProps>(Cashbox, css, { onClose: 'close', onDepositResult: 'deposit-result', onNavigate: 'navigate' }, { widget: 'cashbox', fallback: Unreachable });
