import { useEffect } from 'react';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { pageTitleFrom } from '../messages/titles.ts';
import type { View } from '../router/navigator.ts';

/** <html lang>, the title and the robots meta follow the route (the server set them for the first load). */
export function useDocumentMeta(view: View | null): void {
  const t = useT();
  const locale = useLocale();
  const { boot } = useServices();
  const id = view?.popup?.name ?? view?.page.page ?? 'lobby';
  const noindex = view?.noindex ?? false;
  useEffect(() => {
    document.documentElement.lang = locale === 'no' ? 'nb' : locale;
  }, [locale]);
  useEffect(() => {
    document.title = pageTitleFrom(t, id, boot.mirror.brand);
  }, [t, id, boot.mirror.brand]);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!noindex) {
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex, nofollow';
  }, [noindex]);
}
