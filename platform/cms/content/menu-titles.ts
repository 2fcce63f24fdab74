/**
 * Menu titles of the static pages in every non-English locale (docs/api/info-cms.md): menus and
 * the footer list pages by these when a page has no full translation in the caller's language
 * yet, so no English link title shows on a localised mirror; the page itself then opens in
 * English, the fallback. A full translation's own title wins. en-AU, en-CA, en-NZ read English.
 */
export const MENU_TITLES: Record<string, Record<string, string>> = {
  de: {
    promotions: 'Aktionen',
    'terms-and-conditions': 'Allgemeine Geschäftsbedingungen',
    'general-rules': 'Allgemeine Regeln',
    'privacy-policy': 'Datenschutzerklärung',
    'cookie-policy': 'Cookie-Richtlinie',
    'responsible-gaming': 'Verantwortungsvolles Spielen',
  },
  'fr-CA': {
    promotions: 'Promotions',
    'terms-and-conditions': 'Conditions générales',
    'general-rules': 'Règles générales',
    'privacy-policy': 'Politique de confidentialité',
    'cookie-policy': 'Politique relative aux témoins',
    'responsible-gaming': 'Jeu responsable',
  },
  no: {
    promotions: 'Kampanjer',
    'terms-and-conditions': 'Vilkår og betingelser',
    'general-rules': 'Generelle regler',
    'privacy-policy': 'Personvernerklæring',
    'cookie-policy': 'Retningslinjer for informasjonskapsler',
    'responsible-gaming': 'Ansvarlig spill',
  },
  it: {
    promotions: 'Promozioni',
    'terms-and-conditions': 'Termini e condizioni',
    'general-rules': 'Regole generali',
    'privacy-policy': 'Informativa sulla privacy',
    'cookie-policy': 'Informativa sui cookie',
    'responsible-gaming': 'Gioco responsabile',
  },
  et: {
    promotions: 'Kampaaniad',
    'terms-and-conditions': 'Tingimused',
    'general-rules': 'Üldreeglid',
    'privacy-policy': 'Privaatsuspoliitika',
    'cookie-policy': 'Küpsiste kasutamise põhimõtted',
    'responsible-gaming': 'Vastutustundlik mängimine',
  },
};
