/**
 * Text folding shared by the seed (slugs) and the search index: NFD with the combining marks
 * dropped, plus the Latin letters that do not decompose (ß, æ, ø, ł, đ, œ, þ).
 */
const UNDECOMPOSABLE: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', ł: 'l', đ: 'd', œ: 'oe', þ: 'th', ı: 'i' };

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæøłđœþı]/g, (letter) => UNDECOMPOSABLE[letter] ?? letter);
}

/** Folded words of `text`, split on anything that is not a letter or digit. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function slugify(text: string): string {
  return words(text.replace(/&/g, ' and ').replace(/'/g, '')).join('-');
}
