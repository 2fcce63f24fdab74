import { useId } from 'react';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import type { Locale } from '../../../sdk/i18n/locales.ts';
import { splitLocale, splitTarget } from '../router/locale-path.ts';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { Icon } from './icons.tsx';

/** Languages by their own names (the same in every locale, as language pickers do). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-NZ': 'English (New Zealand)',
  'fr-CA': 'Français (Canada)',
  no: 'Norsk',
  it: 'Italiano',
  et: 'Eesti',
};

/** The mirror's locales; switching keeps the page (same path, query and hash in the other language). */
export function LanguageSwitch() {
  const { boot, nav } = useServices();
  const t = useT();
  const locale = useLocale();
  const view = useSignalValue(nav.view);
  const id = useId();
  if (boot.mirror.locales.length < 2) return null;
  const change = (next: Locale) => {
    const { pathname, search, hash } = splitTarget(view?.page.href ?? '/');
    const { path } = splitLocale(pathname, boot.mirror);
    nav.navigate(nav.href(path + search + hash, next));
  };
  return (
    <div className="lang-switch">
      <Icon name="globe" size={18} />
      <label htmlFor={id} className="visually-hidden">
        {t.language}
      </label>
      <select id={id} value={locale} onChange={(event) => change(event.target.value as Locale)}>
        {boot.mirror.locales.map((code) => (
          <option key={code} value={code} lang={code === 'no' ? 'nb' : code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
