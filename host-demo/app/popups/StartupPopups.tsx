import { useState } from 'react';
import { FormError, serverErrors, useSubmitting } from '../components/form.tsx';
import { KEYS, writeJson } from '../lib/storage.ts';
import { Link } from 'wouter';
import { useServices, useT } from '../state/app-context.tsx';
import { setOverlay } from '../state/overlays.ts';
import { Popup } from './Popup.tsx';
import { telemetryApi } from '../../../sdk/api/telemetry.ts';

/** Terms acceptance (docs/product/account-and-auth.md#terms-acceptance, spec 000 §4): `terms_acceptance` in auth_fields_missed; POST /api/auth_providers/update_details. */
export function TermsPopup() {
  const { api, session, logout } = useServices();
  const t = useT();
  const [error, setError] = useState<string>();
  const [busy, run] = useSubmitting();
  const accept = () =>
    void run(async () => {
      try {
        await api.acceptTerms({});
        await session.load();
      } catch (failure) {
        setError(serverErrors(failure, t).form);
      }
    });
  return (
    <Popup title={t.termsTitle} onClose={() => void logout()} closable={false} testId="terms-popup">
      <p>{t.termsText}</p>
      <p>
        <Link to="/terms-and-conditions">{t.termsLink}</Link>
      </p>
      <FormError message={error} />
      <div className="actions">
        <button type="button" className="button" onClick={accept} disabled={busy}>
          {t.termsAcceptButton}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          {t.logout}
        </button>
      </div>
    </Popup>
  );
}

/** The Australia-only confirmation card: continuing is remembered, declining leads to /oops. */
export function AuNoticeCard() {
  const { nav, boot } = useServices();
  const t = useT();
  const stay = () => {
    writeJson('local', KEYS.auConfirmed, true);
    setOverlay('auNotice', false);
  };
  return (
    <Popup title={t.auTitle} onClose={stay} closable={false} testId="au-notice">
      <p>{t.format('auText', { brand: boot.mirror.brand })}</p>
      <div className="actions">
        <button type="button" className="button" onClick={stay}>
          {t.auContinue}
        </button>
        <button type="button" className="button button--ghost" onClick={() => nav.navigate(nav.href('/oops'))}>
          {t.auLeave}
        </button>
      </div>
    </Popup>
  );
}

/** iOS in-app browser: suggest opening the site in Safari (once per session). */
export function IosExitPopup() {
  const { boot } = useServices();
  const t = useT();
  const close = () => setOverlay('iosExit', false);
  return (
    <Popup title={t.iosTitle} onClose={close}>
      <p>{t.format('iosText', { brand: boot.mirror.brand })}</p>
      <div className="actions">
        <a className="button" href={`x-safari-${location.href}`}>
          {t.iosOpen}
        </a>
        <button type="button" className="button button--ghost" onClick={close}>
          {t.iosStay}
        </button>
      </div>
    </Popup>
  );
}

/** The survey widget, after the 5-minute gate (docs/product/shell-and-routes.md#start-up, spec 000 §4); dismissed for the session. */
export function SurveyPopup() {
  const t = useT();
  const { core } = useServices();
  const [score, setScore] = useState<number | null>(null);
  const close = () => {
    writeJson('session', 'ck_survey_done', true);
    setOverlay('survey', false);
  };
  return (
    <Popup title={t.surveyTitle} onClose={close}>
      {score === null ? (
        <>
          <p id="survey-q">{t.surveyText}</p>
          <div className="survey" role="group" aria-labelledby="survey-q">
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                className="survey__score"
                onClick={() => {
                  setScore(value);
                  void telemetryApi(core.http).log({ kind: 'survey', score: value }).catch(() => undefined);
                }}
              >
                {value}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p role="status">{t.surveyThanks}</p>
      )}
      <button type="button" className="link-button" onClick={close}>
        {score === null ? t.surveyLater : t.close}
      </button>
    </Popup>
  );
}
