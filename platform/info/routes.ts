import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '../money/currencies.ts';
import { clientContext } from './client-context.ts';
import { localeChain } from '../cms/locale.ts';
import { localeQuery } from '../cms/schemas.ts';
import { countriesIn, countryByCode } from './countries.ts';
import { cryptoExchangeRates } from './exchange-rates.ts';
import { countryForRequest, devCountryFromEnv } from './geo.ts';
import { LOCALES } from './locales.ts';
import { projectInfo } from './project.ts';
import { localesQuery } from './schemas.ts';
import { withSchemas } from '../http/schemas.ts';
import { ClientContext, Countries, CryptoExchangeRates, CurrencyInfos, CurrentIp, LocaleInfos, Project } from '../../sdk/api/schemas/info.ts';

/**
 * Info endpoints (docs/api/info-cms.md, contract §2.5 except player_fields and statuses, which belong to players),
 * `/api/current_ip` and `/client-context`. Everything here is public and the same for guests.
 */
export function infoRoutes(ctx: PlatformContext) {
  const devCountry = devCountryFromEnv();
  const currencies = CURRENCIES.map((c) => ({ code: c.code, symbol: c.symbol, subunits_to_unit: c.subunits_to_unit, fiat: c.fiat, default: c.code === DEFAULT_CURRENCY, subcurrencies: [] }));
  const rates = cryptoExchangeRates();

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/info/countries', { schema: { response: { 200: Countries }, querystring: localeQuery } }, async (request) => countriesIn(localeChain(request, request.query.l)));
    app.get('/api/info/currencies', { schema: { response: { 200: CurrencyInfos } } }, async () => currencies);
    app.get('/api/info/project', { schema: { response: { 200: Project } } }, async (request) => projectInfo(ctx.config, request.headers.host));
    app.get('/api/info/crypto_exchange_rates', { schema: { response: { 200: CryptoExchangeRates } } }, async () => rates);
    app.get('/api/info/locales', { schema: { response: { 200: LocaleInfos }, querystring: localesQuery } }, async () => LOCALES);

    app.get('/api/current_ip', { schema: { response: { 200: CurrentIp } } }, async (request) => {
      const countryCode = countryForRequest(request, devCountry);
      return {
        ip: request.ip,
        country_code: countryCode,
        region_code: null,
        default_currency: (countryCode && countryByCode(countryCode)?.default_currency) || DEFAULT_CURRENCY,
      };
    });

    app.get('/client-context', { schema: { response: { 200: ClientContext } } }, async (request) => clientContext(request.headers['user-agent']));
  };
}
