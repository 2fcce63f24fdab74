import type { HostKey, HostMessages } from '../messages/index.ts';

/** Translated collection names for the lobby's own categories; others keep the catalogue's title. */
export function categoryTitle(t: HostMessages, slug: string, fallback?: string): string {
  const key = `cat_${slug.replace(/[^a-z]/g, '_')}` as HostKey;
  return (t[key] as string | undefined) ?? fallback ?? slug;
}

/** The collection a category route shows (docs/product/shell-and-routes.md#paths, spec 000 §2.2). */
export function collectionOfRoute(routeName: string, params: Record<string, string>): string {
  switch (routeName) {
    case 'CategoryPokiesAll':
    case 'CategorySlots':
      return 'slots';
    case 'categoryLiveAll':
      return 'live';
    case 'CategoryTable':
      return 'table';
    default:
      return params.slug ?? params.category ?? 'all';
  }
}
