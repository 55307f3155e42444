-- Phone numbers in E.164 and the overall SMS budget (docs/security.md "Phone numbers and SMS").
--
-- Every phone the platform stores, compares or keys on is the E.164 form of contracts/domain/phone.ts normalisePhone
-- ('+905321234567'). Rows written before held the number as typed (players.phone, verification_codes.target,
-- registration_refusals.phone: '905321234567' from the site's mask), the trial bonus's own digits form
-- (trial_bonus_phones.phone) and the SMS limits' canonical digits (rate_limits keys 'phone:905321234567').
-- The site only ever accepted Türkiye numbers ('90' + 10 digits), so SQL rewrites them deterministically: a text
-- whose digits are a Türkiye national number (10 digits starting 2-5 or 8), written with or without the country
-- code 90, an international '00', a trunk '0' (also after 90) and any punctuation, becomes '+90' + those 10 digits.
-- Text already in E.164 and anything else is left as it is (no other country was ever accepted; such a text
-- matches no normalised number). Re-running this file changes nothing (every statement skips normalised rows).

CREATE OR REPLACE FUNCTION phone_e164_176(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN raw ~ '^\+[1-9][0-9]{6,14}$' THEN raw
    WHEN d ~ '^(00)?90(0)?[2-58][0-9]{9}$' OR d ~ '^0?[2-58][0-9]{9}$' THEN '+90' || right(d, 10)
    ELSE raw
  END
  FROM (SELECT regexp_replace(raw, '[^0-9]', '', 'g') AS d) AS digits
$$;

UPDATE players SET phone = phone_e164_176(phone) WHERE phone <> phone_e164_176(phone);

UPDATE verification_codes SET target = phone_e164_176(target) WHERE target <> phone_e164_176(target);

UPDATE registration_refusals SET phone = phone_e164_176(phone) WHERE phone <> phone_e164_176(phone);

-- Two spellings of one handset that both claimed the trial bonus: the earlier claim keeps the number.
DELETE FROM trial_bonus_phones t USING trial_bonus_phones o
WHERE phone_e164_176(t.phone) = phone_e164_176(o.phone) AND t.phone <> o.phone
  AND (o.created_at, o.phone) < (t.created_at, t.phone);
UPDATE trial_bonus_phones SET phone = phone_e164_176(phone) WHERE phone <> phone_e164_176(phone);

-- Open SMS counters per number keep counting under the new key (a counter whose new key already exists is left to
-- run out: it lasts a day at most).
UPDATE rate_limits r SET key = 'phone:' || phone_e164_176(substr(r.key, 7))
WHERE r.key LIKE 'phone:%' AND r.key <> 'phone:' || phone_e164_176(substr(r.key, 7))
  AND NOT EXISTS (SELECT 1 FROM rate_limits o WHERE o.rule = r.rule AND o.key = 'phone:' || phone_e164_176(substr(r.key, 7)));

DROP FUNCTION phone_e164_176(text);

-- The overall SMS budget: one row per period ('hour', 'day') and window (the UTC hour 'YYYY-MM-DDTHH', the Türkiye
-- day 'YYYY-MM-DD', UTC+3) with the SMS sent in it, counted by every process on this database before each send
-- (server/notifications/sms-budget.ts). Windows of the past are deleted by the same code.
CREATE TABLE IF NOT EXISTS sms_budget (
  period text NOT NULL CHECK (period IN ('hour', 'day')),
  window_key text NOT NULL CHECK (length(window_key) BETWEEN 10 AND 13),
  sent integer NOT NULL CHECK (sent >= 0),
  PRIMARY KEY (period, window_key)
);
