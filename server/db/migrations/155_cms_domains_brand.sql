-- Each brand has its own addresses (docs/brands.md). A domain row belongs to one brand (config/brands/<name>); a
-- brand without a 'main' row shows its config/site.json (merged) defaultDomain as the current address.
ALTER TABLE cms_domains ADD COLUMN brand text NOT NULL DEFAULT 'default' CHECK (brand ~ '^[a-z0-9-]+$');
ALTER TABLE cms_domains DROP CONSTRAINT cms_domains_pkey;
ALTER TABLE cms_domains ADD PRIMARY KEY (brand, name);
