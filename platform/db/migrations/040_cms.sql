-- CMS (spec 000 §3 "Cms page"): one row per page path, one translation per locale.
-- A licence variant is its own page whose path carries the suffix (/terms-and-conditions/EE).
CREATE TABLE cms_pages (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,          -- without leading slash: 'privacy-policy', 'terms-and-conditions/EE'
  parent_id INTEGER REFERENCES cms_pages(id) ON DELETE CASCADE,
  licence TEXT,                       -- 'AU' | 'CW' | 'EE' for variants, NULL for the default page
  layout TEXT NOT NULL DEFAULT 'default',
  categories TEXT NOT NULL DEFAULT '[]', -- JSON string[]: top-menu, bottom-menu, bottom-menu-help, custom-page, hidden
  position INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);

CREATE TABLE cms_page_translations (
  page_id INTEGER NOT NULL REFERENCES cms_pages(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,              -- HTML
  blocks TEXT NOT NULL DEFAULT '{}',  -- JSON {title, keywords, description, json, content-main}
  PRIMARY KEY (page_id, locale)
);

CREATE TABLE cms_snippets (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  locale TEXT NOT NULL,
  content TEXT NOT NULL,
  categories TEXT NOT NULL DEFAULT '[]',
  UNIQUE (key, locale)
);

CREATE TABLE cms_files (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,                 -- file name in the public URL
  content_type TEXT NOT NULL,
  body TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  categories TEXT NOT NULL DEFAULT '[]',
  UNIQUE (key, locale)
);

-- Front-end config documents served at /api/fe/config/<name> (contract §2.1).
CREATE TABLE fe_configs (
  name TEXT PRIMARY KEY,
  document TEXT NOT NULL,             -- JSON
  updated_at TEXT NOT NULL
);
