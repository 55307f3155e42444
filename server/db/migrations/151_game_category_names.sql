-- Languages are data (docs/architecture.md "i18n"): a casino category's name per language in a child table, instead
-- of a name_tr column beside the English `name` (which stays as the catalogue name, the last fallback). A language
-- without a row shows the default language's name.
CREATE TABLE game_category_names (
  category_id integer NOT NULL REFERENCES game_categories (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'),
  name text NOT NULL,
  PRIMARY KEY (category_id, language)
);
INSERT INTO game_category_names (category_id, language, name) SELECT id, 'tr', name_tr FROM game_categories;
INSERT INTO game_category_names (category_id, language, name) SELECT id, 'en', name FROM game_categories;
ALTER TABLE game_categories DROP COLUMN name_tr;
