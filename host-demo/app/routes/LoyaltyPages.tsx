import { configApi } from '../../../sdk/api/config.ts';
import { formatMoney } from '../../../sdk/money/format.ts';
import { vipLadderStates, type VipStatus } from '../../../sdk/rules/vip.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { vipName } from '../../../widgets/ui/vip-messages.ts';
import { Wheel } from '../../../widgets/react/Wheel.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { PageFrame, Section } from '../components/PageFrame.tsx';
import type { HostKey } from '../messages/index.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { byDefault, lazyChunk } from '../lib/lazy-chunk.ts';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

const shop = lazyChunk(() => import('./LoyaltyShopPage.tsx'), byDefault);

/**
 * `/rocket-mart` and its tabs: the loyalty-shop widget page (LoyaltyShopPage.tsx), a chunk of its own
 * loaded from this one, so the host's first load keeps the one import it had for the page family
 * (docs/architecture.md "Decisions", loyalty shop; the 120 KB budget of DESIGN §7).
 */
export function LoyaltyShopPage(props: PageProps) {
  const Page = shop();
  return <Page {...props} />;
}

/** VIP club (docs/product/vip-and-adventures.md#ladder, spec 001 §4): the ladder from sdk/rules/vip and the player's progress (/jam/vip_status_progress). */
export function VipClubPage() {
  const { api, session } = useServices();
  const t = useT();
  const locale = useLocale();
  const loggedIn = useSignalValue(session.isLoggedIn);
  const progress = useLoad(`player:vip:${loggedIn}`, () => api.vipProgress());
  const current = (progress.data?.currentStatus ?? 'regular') as VipStatus;
  const data = progress.data;
  return (
    <PageFrame title={t.title_vip} lead={t.vipLead} wide>
      <ol className="ladder">
        {vipLadderStates(current).map(({ status, state }) => (
          <li key={status} className={`ladder__step ladder__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="ladder__name">{vipName(locale, status)}</span>
            <span className="ladder__state">{t[`vipState_${state}` as HostKey]}</span>
          </li>
        ))}
      </ol>
      {data && data.nextStatus && (
        <Section title={t.format('vipProgressTo', { status: vipName(locale, data.nextStatus) })} id="vip-progress">
          <Progress label={t.vipDeposits} value={data.depositAmountCents} max={data.depositThresholdCents} text={`${formatMoney(data.depositAmountCents, data.currency, locale)} / ${formatMoney(data.depositThresholdCents, data.currency, locale)}`} />
          <Progress label={t.vipBets} value={data.betSumCents} max={data.betSumThresholdCents} text={`${formatMoney(data.betSumCents, data.currency, locale)} / ${formatMoney(data.betSumThresholdCents, data.currency, locale)}`} />
        </Section>
      )}
      {data && !data.nextStatus && <p className="empty">{t.vipLifelong}</p>}
      {!loggedIn && (
        <Link to="/registration" className="button button--large">
          {t.vipJoin}
        </Link>
      )}
    </PageFrame>
  );
}

function Progress({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  return (
    <div className="progress">
      <span className="progress__label">{label}</span>
      <progress value={Math.min(value, max)} max={max || 1} aria-label={label} />
      <span className="progress__text">{text}</span>
    </div>
  );
}

/**
 * The spin wheel pages /rocketmart-wheel, /rocketplay-wheel and /rocketplay-wheel/segments
 * (docs/product/loyalty-lootboxes-wheel.md#wheel, spec 001 §2): the wheel widget (widgets/wheel,
 * docs/widgets.md "wheel") — the player's spins, the server's draw, the prize in the gifts. In this
 * chunk rather than its own: a new lazy chunk re-mangled the host's entry (+0.2 KB brotli on the
 * first load at equal raw size, tests/bench/budgets.ts).
 */
export function WheelPage() {
  const t = useT();
  const widget = useWidgetProps();
  return (
    <PageFrame title={t.title_wheel} lead={t.wheelLead} wide>
      <Wheel {...widget} />
    </PageFrame>
  );
}

interface AdventureDay {
  title: string;
  prize: { freespin?: number; bonus?: string };
  condition: { minDep: string; wager: string };
}

/** The adventure calendar (docs/product/vip-and-adventures.md#adventures, docs/product/vip-and-adventures.md#adventure-cards, spec 001 §2–§4): days from vip-adventures; the last one is the super prize. */
export function AdventurePage() {
  const { core } = useServices();
  const t = useT();
  const config = useLoad<{ prizes: Record<string, AdventureDay[]> }>('config:vip-adventures', () => configApi(core.http).vipAdventures());
  const days = config.data?.prizes.rocket_adventure ?? [];
  return (
    <PageFrame title={t.title_adventure} lead={t.adventureLead} wide>
      {config.error ? <LoadFailed retry={config.reload} /> : null}
      <ol className="cards adventure">
        {days.map((day, index) => {
          const last = index === days.length - 1;
          return (
            <li key={day.title} className={`card${last ? ' card--super' : ''}`}>
              <p className="card__label">{t.format('adventureDay', { day: index + 1 })}</p>
              <h2 className="card__title">{[day.prize.freespin ? t.format('freeSpinsCount', { count: day.prize.freespin }) : null, day.prize.bonus].filter(Boolean).join(' + ')}</h2>
              <p className="card__meta">{t.format('adventureCondition', { amount: day.condition.minDep, wager: day.condition.wager })}</p>
              {last && <p className="card__label">{t.superPrize}</p>}
            </li>
          );
        })}
      </ol>
    </PageFrame>
  );
}
