import { createContext, useContext } from 'react';
import type { Locale } from '../../../sdk/i18n/locales.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import type { HostMessages } from '../messages/index.ts';
import type { Services } from './services.ts';

/** The page's services for every component of the host (one instance, see state/services.ts). */
export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('host component outside <App>');
  return services;
}

export function useT(): HostMessages {
  return useSignalValue(useServices().messages);
}

export function useLocale(): Locale {
  return useSignalValue(useServices().locale);
}

/** A bare path as a link target in the current locale. */
export function useHref(): (path: string) => string {
  const { nav } = useServices();
  useLocale();
  return (path) => nav.href(path);
}
