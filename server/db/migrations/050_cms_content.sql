-- CMS content (docs/product.md §3, §7): banner sliders by slug, content pages with their footer category, promotions,
-- popups and the domain settings. Texts are stored per locale (tr, en); the API answers in x-locale.
-- HTML columns hold operator HTML as written; the site sanitises it (DOMPurify) before it reaches the page.

CREATE TABLE cms_slides (
  id integer PRIMARY KEY,
  slider_slug text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  image_default text NOT NULL,
  image_992 text NOT NULL,
  image_1200 text NOT NULL,
  url text NOT NULL DEFAULT '',
  status boolean NOT NULL DEFAULT true
);
CREATE INDEX cms_slides_slider ON cms_slides (slider_slug, sort_order);

CREATE TABLE cms_contents (
  id integer PRIMARY KEY,
  category_id integer NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  status boolean NOT NULL DEFAULT true,
  title_tr text NOT NULL,
  title_en text NOT NULL,
  html_tr text NOT NULL,
  html_en text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cms_promotions (
  id integer PRIMARY KEY,
  sort_order integer NOT NULL DEFAULT 0,
  status boolean NOT NULL DEFAULT true,
  title_tr text NOT NULL,
  title_en text NOT NULL,
  image text NOT NULL,
  description_tr text NOT NULL,
  description_en text NOT NULL,
  claim_url text
);

-- At most one active popup is served (the newest); its hash changes whenever its content changes.
CREATE TABLE cms_popups (
  id integer PRIMARY KEY,
  status boolean NOT NULL DEFAULT true,
  image_default text NOT NULL,
  image_992 text NOT NULL,
  image_1200 text NOT NULL,
  url text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- docs/product.md §3 Settings: domains with current and next values (name 'main' is the site's address).
CREATE TABLE cms_domains (
  name text PRIMARY KEY,
  current_value text NOT NULL,
  next_value text
);
