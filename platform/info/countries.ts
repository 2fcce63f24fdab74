/**
 * ISO 3166-1 countries for `/api/info/countries`. `default_currency` is the currency a new player
 * from that country starts with: the local one when the casino supports it (platform/money),
 * otherwise EUR inside Europe and USD elsewhere.
 */
export interface Country {
  name: string;
  code: string;
  default_currency: string;
}

// code|name|default currency — one line per country, kept as text so the list stays reviewable.
const TABLE = `
AD|Andorra|EUR
AE|United Arab Emirates|USD
AF|Afghanistan|USD
AG|Antigua and Barbuda|USD
AI|Anguilla|USD
AL|Albania|EUR
AM|Armenia|USD
AO|Angola|USD
AQ|Antarctica|USD
AR|Argentina|USD
AS|American Samoa|USD
AT|Austria|EUR
AU|Australia|AUD
AW|Aruba|USD
AX|Åland Islands|EUR
AZ|Azerbaijan|USD
BA|Bosnia and Herzegovina|EUR
BB|Barbados|USD
BD|Bangladesh|USD
BE|Belgium|EUR
BF|Burkina Faso|EUR
BG|Bulgaria|EUR
BH|Bahrain|USD
BI|Burundi|USD
BJ|Benin|EUR
BL|Saint Barthélemy|EUR
BM|Bermuda|USD
BN|Brunei Darussalam|USD
BO|Bolivia|USD
BQ|Bonaire, Sint Eustatius and Saba|USD
BR|Brazil|BRL
BS|Bahamas|USD
BT|Bhutan|INR
BV|Bouvet Island|NOK
BW|Botswana|USD
BY|Belarus|EUR
BZ|Belize|USD
CA|Canada|CAD
CC|Cocos (Keeling) Islands|AUD
CD|Congo, Democratic Republic of the|USD
CF|Central African Republic|EUR
CG|Congo|EUR
CH|Switzerland|EUR
CI|Côte d'Ivoire|EUR
CK|Cook Islands|NZD
CL|Chile|USD
CM|Cameroon|EUR
CN|China|USD
CO|Colombia|USD
CR|Costa Rica|USD
CU|Cuba|USD
CV|Cabo Verde|EUR
CW|Curaçao|USD
CX|Christmas Island|AUD
CY|Cyprus|EUR
CZ|Czechia|EUR
DE|Germany|EUR
DJ|Djibouti|USD
DK|Denmark|EUR
DM|Dominica|USD
DO|Dominican Republic|USD
DZ|Algeria|EUR
EC|Ecuador|USD
EE|Estonia|EUR
EG|Egypt|USD
EH|Western Sahara|EUR
ER|Eritrea|USD
ES|Spain|EUR
ET|Ethiopia|USD
FI|Finland|EUR
FJ|Fiji|AUD
FK|Falkland Islands (Malvinas)|GBP
FM|Micronesia|USD
FO|Faroe Islands|EUR
FR|France|EUR
GA|Gabon|EUR
GB|United Kingdom|GBP
GD|Grenada|USD
GE|Georgia|EUR
GF|French Guiana|EUR
GG|Guernsey|GBP
GH|Ghana|USD
GI|Gibraltar|GBP
GL|Greenland|EUR
GM|Gambia|USD
GN|Guinea|EUR
GP|Guadeloupe|EUR
GQ|Equatorial Guinea|EUR
GR|Greece|EUR
GS|South Georgia and the South Sandwich Islands|GBP
GT|Guatemala|USD
GU|Guam|USD
GW|Guinea-Bissau|EUR
GY|Guyana|USD
HK|Hong Kong|USD
HM|Heard Island and McDonald Islands|AUD
HN|Honduras|USD
HR|Croatia|EUR
HT|Haiti|USD
HU|Hungary|EUR
ID|Indonesia|USD
IE|Ireland|EUR
IL|Israel|USD
IM|Isle of Man|GBP
IN|India|INR
IO|British Indian Ocean Territory|USD
IQ|Iraq|USD
IR|Iran|USD
IS|Iceland|EUR
IT|Italy|EUR
JE|Jersey|GBP
JM|Jamaica|USD
JO|Jordan|USD
JP|Japan|JPY
KE|Kenya|USD
KG|Kyrgyzstan|USD
KH|Cambodia|USD
KI|Kiribati|AUD
KM|Comoros|EUR
KN|Saint Kitts and Nevis|USD
KP|Korea, Democratic People's Republic of|USD
KR|Korea, Republic of|USD
KW|Kuwait|USD
KY|Cayman Islands|USD
KZ|Kazakhstan|KZT
LA|Lao People's Democratic Republic|USD
LB|Lebanon|USD
LC|Saint Lucia|USD
LI|Liechtenstein|EUR
LK|Sri Lanka|USD
LR|Liberia|USD
LS|Lesotho|USD
LT|Lithuania|EUR
LU|Luxembourg|EUR
LV|Latvia|EUR
LY|Libya|USD
MA|Morocco|EUR
MC|Monaco|EUR
MD|Moldova|EUR
ME|Montenegro|EUR
MF|Saint Martin (French part)|EUR
MG|Madagascar|EUR
MH|Marshall Islands|USD
MK|North Macedonia|EUR
ML|Mali|EUR
MM|Myanmar|USD
MN|Mongolia|USD
MO|Macao|USD
MP|Northern Mariana Islands|USD
MQ|Martinique|EUR
MR|Mauritania|EUR
MS|Montserrat|USD
MT|Malta|EUR
MU|Mauritius|USD
MV|Maldives|USD
MW|Malawi|USD
MX|Mexico|USD
MY|Malaysia|USD
MZ|Mozambique|USD
NA|Namibia|USD
NC|New Caledonia|EUR
NE|Niger|EUR
NF|Norfolk Island|AUD
NG|Nigeria|USD
NI|Nicaragua|USD
NL|Netherlands|EUR
NO|Norway|NOK
NP|Nepal|INR
NR|Nauru|AUD
NU|Niue|NZD
NZ|New Zealand|NZD
OM|Oman|USD
PA|Panama|USD
PE|Peru|USD
PF|French Polynesia|EUR
PG|Papua New Guinea|AUD
PH|Philippines|USD
PK|Pakistan|USD
PL|Poland|PLN
PM|Saint Pierre and Miquelon|EUR
PN|Pitcairn|NZD
PR|Puerto Rico|USD
PS|Palestine, State of|USD
PT|Portugal|EUR
PW|Palau|USD
PY|Paraguay|USD
QA|Qatar|USD
RE|Réunion|EUR
RO|Romania|EUR
RS|Serbia|EUR
RU|Russian Federation|USD
RW|Rwanda|USD
SA|Saudi Arabia|USD
SB|Solomon Islands|AUD
SC|Seychelles|USD
SD|Sudan|USD
SE|Sweden|EUR
SG|Singapore|USD
SH|Saint Helena, Ascension and Tristan da Cunha|GBP
SI|Slovenia|EUR
SJ|Svalbard and Jan Mayen|NOK
SK|Slovakia|EUR
SL|Sierra Leone|USD
SM|San Marino|EUR
SN|Senegal|EUR
SO|Somalia|USD
SR|Suriname|USD
SS|South Sudan|USD
ST|Sao Tome and Principe|EUR
SV|El Salvador|USD
SX|Sint Maarten (Dutch part)|USD
SY|Syrian Arab Republic|USD
SZ|Eswatini|USD
TC|Turks and Caicos Islands|USD
TD|Chad|EUR
TF|French Southern Territories|EUR
TG|Togo|EUR
TH|Thailand|USD
TJ|Tajikistan|USD
TK|Tokelau|NZD
TL|Timor-Leste|USD
TM|Turkmenistan|USD
TN|Tunisia|EUR
TO|Tonga|AUD
TR|Türkiye|EUR
TT|Trinidad and Tobago|USD
TV|Tuvalu|AUD
TW|Taiwan|USD
TZ|Tanzania|USD
UA|Ukraine|EUR
UG|Uganda|USD
UM|United States Minor Outlying Islands|USD
US|United States of America|USD
UY|Uruguay|USD
UZ|Uzbekistan|USD
VA|Holy See|EUR
VC|Saint Vincent and the Grenadines|USD
VE|Venezuela|USD
VG|Virgin Islands (British)|USD
VI|Virgin Islands (U.S.)|USD
VN|Viet Nam|USD
VU|Vanuatu|AUD
WF|Wallis and Futuna|EUR
WS|Samoa|NZD
XK|Kosovo|EUR
YE|Yemen|USD
YT|Mayotte|EUR
ZA|South Africa|USD
ZM|Zambia|USD
ZW|Zimbabwe|USD
`;

export const COUNTRIES: readonly Country[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [code = '', name = '', currency = ''] = line.split('|');
    return { name, code, default_currency: currency };
  });

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export const countryByCode = (code: string): Country | undefined => byCode.get(code.toUpperCase());

const localised = new Map<string, readonly Country[]>();

/**
 * The countries with names in the first non-English locale of `chain` (platform/cms/locale.ts),
 * from `Intl.DisplayNames` (docs/api/info-cms.md); English (the table's names) is the fallback.
 */
export function countriesIn(chain: readonly string[]): readonly Country[] {
  const locale = chain.find((tag) => tag !== 'en' && !tag.startsWith('en-'));
  if (!locale || chain.indexOf(locale) > chain.indexOf('en')) return COUNTRIES;
  let list = localised.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale === 'no' ? 'nb-NO' : locale], { type: 'region', fallback: 'none' });
    list = COUNTRIES.map((country) => ({ ...country, name: names.of(country.code) ?? country.name }));
    localised.set(locale, list);
  }
  return list;
}
