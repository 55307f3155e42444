-- Languages are data (config/site.json `languages`; docs/architecture.md "i18n"), so nothing in the database names tr
-- or en.
-- 1. Records that remember a player's language accept any language code (the pattern of schemas/config/site.json).
ALTER TABLE payment_requests DROP CONSTRAINT IF EXISTS payment_requests_locale_check;
ALTER TABLE payment_requests ADD CONSTRAINT payment_requests_locale_code CHECK (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$');
ALTER TABLE sport_bets DROP CONSTRAINT IF EXISTS sport_bets_locale_check;
ALTER TABLE sport_bets ADD CONSTRAINT sport_bets_locale_code CHECK (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$');
ALTER TABLE player_protection DROP CONSTRAINT IF EXISTS player_protection_locale_check;
ALTER TABLE player_protection ADD CONSTRAINT player_protection_locale_code CHECK (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$');

-- 2. CMS texts per language in child tables (one row per page or promotion and language), instead of a column pair
--    per language. A page or promotion without a row in the visitor's language shows the default language's text.
CREATE TABLE cms_content_texts (
  content_id integer NOT NULL REFERENCES cms_contents (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'),
  title text NOT NULL,
  html text NOT NULL,
  PRIMARY KEY (content_id, language)
);
INSERT INTO cms_content_texts (content_id, language, title, html) SELECT id, 'tr', title_tr, html_tr FROM cms_contents;
INSERT INTO cms_content_texts (content_id, language, title, html) SELECT id, 'en', title_en, html_en FROM cms_contents;
ALTER TABLE cms_contents DROP COLUMN title_tr;
ALTER TABLE cms_contents DROP COLUMN title_en;
ALTER TABLE cms_contents DROP COLUMN html_tr;
ALTER TABLE cms_contents DROP COLUMN html_en;

CREATE TABLE cms_promotion_texts (
  promotion_id integer NOT NULL REFERENCES cms_promotions (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'),
  title text NOT NULL,
  description_html text NOT NULL,
  PRIMARY KEY (promotion_id, language)
);
INSERT INTO cms_promotion_texts (promotion_id, language, title, description_html) SELECT id, 'tr', title_tr, description_tr FROM cms_promotions;
INSERT INTO cms_promotion_texts (promotion_id, language, title, description_html) SELECT id, 'en', title_en, description_en FROM cms_promotions;
ALTER TABLE cms_promotions DROP COLUMN title_tr;
ALTER TABLE cms_promotions DROP COLUMN title_en;
ALTER TABLE cms_promotions DROP COLUMN description_tr;
ALTER TABLE cms_promotions DROP COLUMN description_en;

-- 3. Per brand (config/brands/<name>; NULL = every brand) and, for the images, per language (NULL = every language).
ALTER TABLE cms_contents ADD COLUMN brand text;
ALTER TABLE cms_promotions ADD COLUMN brand text;
ALTER TABLE cms_slides ADD COLUMN brand text;
ALTER TABLE cms_slides ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$');
ALTER TABLE cms_popups ADD COLUMN brand text;
ALTER TABLE cms_popups ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$');
DROP INDEX cms_slides_slider;
CREATE INDEX cms_slides_slider ON cms_slides (slider_slug, sort_order, language);

-- 4. The language list is config/site.json (cms/languagelist answers from it): the languages table goes.
ALTER TABLE translations DROP CONSTRAINT IF EXISTS translations_locale_fkey;
DROP TABLE languages;
