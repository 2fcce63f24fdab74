import { ACCOUNT_CSS } from '../ui/account-css.ts';
import { MODAL_CSS } from '../ui/Modal.tsx';
import { GIFTS_CSS } from '../gifts/styles.ts';

export const css = `${MODAL_CSS}${ACCOUNT_CSS}${GIFTS_CSS}
.ck-profile { display: grid; gap: 16px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); }
.ck-profile__head { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
.ck-profile__name { font-size: 1.35rem; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.ck-profile__title { font-size: 1.15rem; margin-bottom: 12px; }
.ck-profile__section { min-width: 0; }
.ck-tabs a.ck-tab { display: inline-flex; align-items: center; text-decoration: none; }
.ck-fieldset-plain { margin: 0; border: 0; }
.ck-legend { font-weight: 700; padding: 0; margin-bottom: 6px; }
.ck-manager__links { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; }
.ck-manager__links a { display: inline-flex; align-items: center; text-decoration: none; }
.ck-limits, .ck-documents, .ck-sessions { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.ck-sessions li { display: flex; gap: 12px; align-items: center; justify-content: space-between; padding: 8px 0; border-bottom: 1px solid var(--ck-d-veil); }
.ck-limit__head { justify-content: space-between; }
.ck-limit__head h4 { flex: 1; }
.ck-limit__pending { padding: 10px; border-radius: 8px; background: var(--ck-d-field, rgb(0 0 0 / 22%)); display: grid; gap: 4px; }
.ck-countdown { font-variant-numeric: tabular-nums; font-weight: 700; }
.ck-break--selfexclusion { border: 1px solid var(--ck-danger, var(--ck-d-danger)); }
.ck-break__choose { align-items: flex-end; }
.ck-twofactor { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.ck-twofactor .ck-stack { flex: 1; min-width: 200px; }
.ck-narrow { max-width: 460px; }
.ck-row--current th, .ck-row--current td { color: var(--ck-accent, #ffb800); font-weight: 700; }
.ck-level__current { font-size: 1.15rem; font-weight: 700; }
@media (max-width: 480px) {
  .ck-profile { padding: 12px; border-radius: 0; }
  .ck-profile__name { font-size: 1.15rem; }
}
`;
