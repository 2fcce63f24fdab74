import { findByRole, fireEvent, waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, cookieConsent } from '../../../sdk/consent/cookie-consent.ts';
import { CookieBanner } from '../../../widgets/cookie-banner/CookieBanner.tsx';
import { render } from './render.tsx';

function clearConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

describe('CookieBanner', () => {
  beforeEach(clearConsent);

  it('asks for consent, and stores it for a year when accepted', async () => {
    const onAccept = vi.fn();
    const container = render(<CookieBanner locale="en" onAccept={onAccept} />);
    const button = await findByRole(container, 'button', { name: 'Accept cookies' });
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/cookie-policy');

    fireEvent.click(button);

    await waitFor(() => expect(container.querySelector('[role="region"]')).toBeNull());
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledWith({ level: 'all' });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=all:`);
  });

  it('"Essential only" records the essential level; a consent of the first format counts as all', async () => {
    const onAccept = vi.fn();
    const onChoose = vi.fn();
    const container = render(<CookieBanner locale="en" placement="overlay" onAccept={onAccept} onChoose={onChoose} />);
    expect((await findByRole(container, 'region', { name: 'Cookie consent' })).className).toContain('ck-cookie--overlay');
    fireEvent.click(await findByRole(container, 'button', { name: 'Essential only' }));
    await waitFor(() => expect(container.querySelector('[role="region"]')).toBeNull());
    expect(onChoose).toHaveBeenCalledWith({ level: 'essential' });
    expect(onAccept).not.toHaveBeenCalled();
    expect(cookieConsent()).toBe('essential');
    document.cookie = `${CONSENT_COOKIE}=2026-11-21; Path=/`;
    expect(cookieConsent()).toBe('all');
  });

  it('speaks the requested locale, falling back from a regional tag', async () => {
    const container = render(<CookieBanner locale="de-AT" policyUrl="/de/cookie-policy" />);
    await findByRole(container, 'button', { name: 'Cookies akzeptieren' });
    expect(container.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Cookie-Einwilligung');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/de/cookie-policy');
  });

  it('stays hidden once consent exists', async () => {
    document.cookie = `${CONSENT_COOKIE}=2026-11-21; Path=/`;
    const container = render(<CookieBanner locale="en" />);
    // Give both renderers a chance to commit before asserting absence.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.childElementCount).toBe(0);
  });
});
