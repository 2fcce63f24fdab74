import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributionOf, casinoUrl } from '../../sdk/embed/casino-url.ts';

/** The one builder of widget links to the casino (sdk/embed/casino-url.ts, docs/integration.md "Affiliate attribution"). */
describe('casino URLs with the affiliate attribution', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds stag, affb_id and UTM parameters to the path, keeping its own query and hash', () => {
    const attribution = { stag: 'partner_7', affb_id: '555', utm_source: 'news letter', sub_id: 'a&b' };
    expect(casinoUrl('https://casino.example', '/play/nebula/star', attribution)).toBe('https://casino.example/play/nebula/star?stag=partner_7&affb_id=555&utm_source=news+letter&sub_id=a%26b');
    expect(casinoUrl('https://casino.example/', '/play/nebula/star?mode=demo', { stag: 'p' })).toBe('https://casino.example/play/nebula/star?mode=demo&stag=p');
    expect(casinoUrl('https://casino.example', '/login')).toBe('https://casino.example/login');
    expect(casinoUrl('', '/pokies/all', {})).toBe('/pokies/all');
  });

  it('the affiliate attribute is a stag: a malformed one is not carried (and said so)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(attributionOf({ affiliate: 'partner-7' }, '')).toEqual({ stag: 'partner-7' });
    expect(attributionOf({ affiliate: 'bad stag"><' }, '')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(attributionOf({ affiliate: 'x'.repeat(65) }, '')).toBeUndefined();
    expect(attributionOf({}, '?stag=page')).toBeUndefined();
  });

  it('reads the page’s parameters only when allowed; the attribute’s stag wins over the page’s', () => {
    const page = '?stag=from_page&affb_id=241&utm_source=ads&utm_campaign=winter&unrelated=1&affb_id2=9';
    expect(attributionOf({ readPageParams: false }, page)).toBeUndefined();
    expect(attributionOf({ readPageParams: 'false' }, page)).toBeUndefined();
    expect(attributionOf({ readPageParams: '' }, page)).toEqual({ stag: 'from_page', affb_id: '241', utm_source: 'ads', utm_campaign: 'winter' });
    expect(attributionOf({ readPageParams: true, affiliate: 'mine' }, page)).toEqual({ stag: 'mine', affb_id: '241', utm_source: 'ads', utm_campaign: 'winter' });
    // Malformed page values are dropped, not carried.
    expect(attributionOf({ readPageParams: true }, `?stag=a%20b&affb_id=12x&utm_term=${'x'.repeat(201)}`)).toBeUndefined();
  });
});
