/** One locale's version of a seeded CMS page. `json` ends up (stringified) in `blocks.json`. */
export interface PageText {
  title: string;
  description: string;
  keywords: string;
  content: string;
  json?: unknown;
}

export interface PageSeed {
  /** Without leading slash; licence variants end in /AU, /CW or /EE. */
  path: string;
  licence?: 'AU' | 'CW' | 'EE';
  categories: string[];
  position: number;
  texts: Record<string, PageText>;
}
