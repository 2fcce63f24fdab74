import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostBrands, MIRRORS } from '../../host-demo/mirrors.ts';
import { lastMailTo, postWithHost, registration, tokenIn } from './auth-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/**
 * The white label speaks as the mirror (docs/host.md "Brand and legal entity"): mails, CMS footer
 * snippets and terms pages name the mirror's brand, licensee, licence number and authority, taken
 * from host-demo/mirrors.ts the way `npm start` passes them (host-demo/server/casino.ts); never
 * the vendor.
 */
const aurora = MIRRORS.find((mirror) => mirror.hosts.includes('ee.localhost'))!;
const crown = MIRRORS.find((mirror) => mirror.hosts.includes('gcb.localhost'))!;

function getWithHost(platform: TestPlatform, host: string, path: string): Promise<any> {
  const { port } = new URL(platform.url);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { Host: host, 'X-Requested-With': 'XMLHttpRequest' } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(JSON.parse(text)));
    }).on('error', reject);
  });
}

describe('brand and legal entity per mirror', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ hostLicences: { 'ee.localhost': 'EE', 'gcb.localhost': 'GCB' }, hostBrands: hostBrands() });
  });
  afterAll(() => platform.close());

  it('the confirmation mail of a registration on ee.localhost names that mirror, its licensee and licence', async () => {
    const body = registration({ date_of_birth: '1990-01-15', country: 'EE' });
    const registered = await postWithHost(platform, 'ee.localhost', '/api/users', body);
    expect(registered.status).toBe(201);
    const mail = await lastMailTo(platform.client(), body.user.email);
    expect(mail?.text).toContain(`Welcome to ${aurora.brand}!`);
    expect(mail?.text).toContain(`${aurora.brand} is operated by ${aurora.legal.entity}, licence ${aurora.legal.licenceNumber} (${aurora.legal.licenceAuthority}).`);
    expect(mail?.text).not.toContain('Casino Kit');
    expect(tokenIn(mail!.text, 'confirmation_token')).toBeTruthy();
    // The link opens the mirror the player signed up on.
    expect(mail?.text).toMatch(/http:\/\/ee\.localhost\/confirmation\?confirmation_token=/);

    // The reset mail of the same mirror, too.
    await postWithHost(platform, 'ee.localhost', '/api/users/password', { user: { email: body.user.email } });
    const reset = await lastMailTo(platform.client(), body.user.email);
    expect(reset?.subject).toBe('Reset your password');
    expect(reset?.text).toContain(`your ${aurora.brand} account`);
    expect(reset?.text).not.toContain('Casino Kit');
  });

  it('the loopback host is the default mirror; a host no mirror claims is refused before any mail, never in a link', async () => {
    const body = registration();
    expect((await platform.client().post('/api/users', body)).status).toBe(201);
    const mail = await lastMailTo(platform.client(), body.user.email);
    expect(mail?.text).toContain('Welcome to Rocket Casino!');
    expect(mail?.text).not.toContain('Casino Kit');
    // 127.0.0.1 is a Rocket Casino host too: the link keeps the host and port the player used.
    expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/confirmation\?confirmation_token=/);

    // A Host no mirror claims is refused before anything happens (DNS rebinding, docs/api.md "Host"): no mail.
    const spoofed = registration();
    expect((await postWithHost(platform, 'evil.example', '/api/users', spoofed)).status).toBe(421);
    expect(await lastMailTo(platform.client(), spoofed.user.email)).toBeUndefined();
  });

  it('footer snippets and terms pages carry the mirror’s licensee and licence number, in every locale', async () => {
    for (const [host, mirror, licence] of [['ee.localhost', aurora, 'EE'], ['gcb.localhost', crown, 'GCB']] as const) {
      for (const locale of mirror.locales) {
        const snippets: { content: string; categories: string[] }[] = await getWithHost(platform, host, `/api/cms/snippets?l=${locale}`);
        const line = snippets.find((snippet) => snippet.categories.includes('footer-licence') && snippet.categories.includes(licence))!;
        expect(line.content, `${host} ${locale}`).toContain(mirror.legal.entity);
        expect(line.content, `${host} ${locale}`).toContain(mirror.legal.licenceNumber);
        expect(line.content).not.toMatch(/\{\{|Casino Kit/);
        const copyright = snippets.find((snippet) => snippet.categories.includes('copyright'))!;
        expect(copyright.content).toContain(mirror.brand);
      }
    }
    const terms = await getWithHost(platform, 'ee.localhost', '/api/cms/pages/terms-and-conditions/EE?l=en');
    expect(terms.content).toContain(aurora.legal.entity);
    expect(terms.content).toContain(aurora.legal.licenceNumber);
    const general = await getWithHost(platform, 'gcb.localhost', '/api/cms/pages/terms-and-conditions?l=de');
    expect(general.content).toContain(crown.legal.entity);
    expect(general.content).toContain(crown.legal.licenceNumber);
    const pages: unknown = await getWithHost(platform, 'ee.localhost', '/api/cms/pages?l=et');
    expect(JSON.stringify(pages)).not.toMatch(/\{\{brand|Casino Kit/);
  });
});
